/**
 * On every page for a signed-in resident: an emergency notice from the RWA that they have not
 * acknowledged, as an alert they cannot miss, until they press "I have read this" (the RWA sees
 * who has). An urgent one shows as a calmer band. Info notices stay in the inbox.
 * Once seen in full, it folds to one line on the next page (issue 34): on a 360 px phone the
 * whole notice took most of every screen, pushing a visitor's "Approve" below the fold. The
 * line stays until acknowledged; a tap opens the notice in place again.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Broadcast } from '../../../contract/notices/broadcasts';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useConnectivity } from '../../offline/use-connectivity';
import { useFocusLater } from '../../ui/use-focus-later';
import { AcknowledgeButton, acknowledgeTexts } from './acknowledge-button';
import { FoldedNotice } from './folded-notice';
import { useSeenNotice } from './seen-notices';
import { pressingBroadcast, useBroadcasts } from './use-broadcasts';
import styles from './broadcasts.module.css';

const SHORT_BODY = 180;
const THANKS_MS = 6_000;

/** The start of the message, cut at a word: the banner points to the full notice. */
export function shortBody(body: string): string {
  if (body.length <= SHORT_BODY) return body;
  const cut = body.slice(0, SHORT_BODY);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SHORT_BODY / 2)).trimEnd()}…`;
}

export function EmergencyBanner() {
  const { user } = useSession();
  // The RWA sends these; residents acknowledge them.
  if (user?.role !== 'MEMBER') return null;
  return <PressingNotice key={user.id} userId={user.id} />;
}

function PressingNotice({ userId }: { userId: string }) {
  const broadcasts = useBroadcasts(userId);
  const { pathname } = useLocation();
  const [thanks, setThanks] = useState('');
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const notice = pressingBroadcast(broadcasts.data);

  useEffect(() => {
    if (!thanks) return;
    // The button that was pressed is gone with its banner: focus lands on what it did.
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => setThanks(''), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  // Its own page shows it in full with the same button.
  const shown = notice && pathname !== paths.notice(notice.id) ? notice : undefined;
  return (
    <div className={styles.band}>
      <p ref={thanksRef} role="status" tabIndex={-1} className={thanks ? styles.thanks : undefined}>
        {thanks}
      </p>
      {shown && (
        <NoticeBanner
          key={shown.id}
          notice={shown}
          userId={userId}
          onAcknowledged={() => setThanks(acknowledgeTexts.thanks)}
        />
      )}
    </div>
  );
}

interface NoticeBannerProps {
  notice: Broadcast;
  userId: string;
  onAcknowledged: () => void;
}

function NoticeBanner({ notice, userId, onAcknowledged }: NoticeBannerProps) {
  const emergency = notice.severity === 'emergency';
  const { online } = useConnectivity();
  const { pathname } = useLocation();
  const seenBefore = useSeenNotice(userId, notice.id);
  // Open on the page where it was first seen (or tapped open); folded everywhere else.
  const [openOn, setOpenOn] = useState(seenBefore ? undefined : pathname);
  const [reopened, setReopened] = useState(seenBefore);
  const focusLater = useFocusLater();
  const headingId = `pressing-notice-${notice.id}`;
  const bannerId = `${headingId}-banner`;
  if (openOn !== pathname) {
    const open = () => {
      setOpenOn(pathname);
      setReopened(true);
      // The line that was tapped is gone: the reader lands on the notice it opened.
      focusLater(() => document.getElementById(bannerId));
    };
    return <FoldedNotice notice={notice} onOpen={open} />;
  }
  // Announced as an alert the first time only; opened again, it is already known.
  const role = reopened ? 'region' : emergency ? 'alert' : 'status';
  return (
    <section
      id={bannerId}
      tabIndex={-1}
      role={role}
      aria-labelledby={headingId}
      className={emergency ? styles.emergency : styles.urgent}
    >
      <p className={styles.kicker}>{emergency ? 'Emergency notice' : 'Urgent notice'}</p>
      <h2 id={headingId} className={styles.bannerTitle}>
        {notice.title}
      </h2>
      <p className={styles.bannerBody}>{shortBody(notice.body)}</p>
      <div className={styles.actions}>
        <AcknowledgeButton
          id={notice.id}
          userId={userId}
          online={online}
          emergency={emergency}
          onAcknowledged={onAcknowledged}
        />
        <Link to={paths.notice(notice.id)} className={styles.more}>
          Read the full notice
        </Link>
        <button type="button" className={styles.fold} onClick={() => setOpenOn(undefined)}>
          Show less
        </button>
      </div>
    </section>
  );
}
