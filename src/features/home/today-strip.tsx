/**
 * "Today" on a signed-in resident's home page (issue 14): the next rides and bookings still
 * live (soonest first, at most 3) with their status, and the latest community update. Loaded
 * lazily by the home page, so a visitor never downloads it; both parts are saved copies (the
 * persisted query cache, the updates collection), so they show offline too.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fetchCollectionJson } from '../../api/client';
import { myRequestsQuery } from '../../api/requests';
import { useSession } from '../../api/session';
import { formatShortDay } from '../../lib/format-date';
import { bySoonest, isComingUp, requestWhen } from '../../lib/format-request';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { useNow } from '../../lib/use-now';
import { updatesCollection } from '../../offline/updates-collection';
import { useCollection } from '../../offline/use-collection';
import { RequestStatusBadge } from '../../ui/request-status-badge';
import styles from './today-strip.module.css';

const NEXT_COUNT = 3;
const EXCERPT_CHARS = 160;

/** The start of an update, cut at a word; its title links to the whole of it. */
function excerptOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_CHARS / 2)).trimEnd()}…`;
}

export function TodayStrip() {
  const { user } = useSession();
  const requests = useQuery(myRequestsQuery(user?.id ?? ''));
  const updates = useCollection(updatesCollection, { fetcher: fetchCollectionJson });
  const now = useNow(30_000);
  const today = useIndiaNow().date;
  const next = (requests.data ?? [])
    .filter((item) => isComingUp(item, now))
    .sort(bySoonest)
    .slice(0, NEXT_COUNT);
  // The newest by its day; the server's order breaks ties.
  const latest = updates.items.reduce<(typeof updates.items)[number] | undefined>(
    (newest, update) => (!newest || update.date > newest.date ? update : newest),
    undefined,
  );

  return (
    <section className={styles.strip} aria-labelledby="today-title">
      <div className={styles.head}>
        <h2 id="today-title">Today</h2>
        <Link to={paths.myRequests}>All my requests</Link>
      </div>
      {requests.data === undefined ? (
        requests.isError ? (
          <p className={styles.muted}>Your requests could not be loaded just now.</p>
        ) : null
      ) : next.length === 0 ? (
        <p className={styles.muted}>Nothing booked. Book a court or call a golf cart below.</p>
      ) : (
        <ul className={styles.next} aria-label="Coming up">
          {next.map((item) => (
            <li key={`${item.kind}-${item.id}`} className={styles.item}>
              <span className={styles.when}>{requestWhen(item, today)}</span>
              <span className={styles.what}>{item.title}</span>
              <RequestStatusBadge status={item.status} />
              {item.status_note && <span className={styles.note}>{item.status_note}</span>}
            </li>
          ))}
        </ul>
      )}
      {latest && (
        <div className={styles.update}>
          <h3 className={styles.updateHeading}>Latest update</h3>
          <p>
            <Link to={paths.updates}>{latest.title}</Link>{' '}
            <span className={styles.muted}>· {formatShortDay(latest.date)}</span>
          </p>
          <p className={styles.excerpt}>{excerptOf(latest.content)}</p>
        </div>
      )}
    </section>
  );
}
