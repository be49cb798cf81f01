/**
 * On every page for a signed-in resident: an emergency notice from the RWA that they have not
 * acknowledged, as an alert they cannot miss, until they press "I have read this" (the RWA sees
 * who has). An urgent one shows as a calmer band. Info notices stay in the inbox.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Broadcast } from '../../../contract/notices/broadcasts';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useConnectivity } from '../../offline/use-connectivity';
import { AcknowledgeButton, acknowledgeTexts } from './acknowledge-button';
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
  const headingId = `pressing-notice-${notice.id}`;
  return (
    <section
      role={emergency ? 'alert' : 'status'}
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
      </div>
    </section>
  );
}
