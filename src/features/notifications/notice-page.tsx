/**
 * /notices/:noticeId: one notice from the RWA in full (inbox notices of the `notices` category
 * lead here), with the same "I have read this" as the banner. The RWA sees how many apartments
 * have read it instead.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Broadcast } from '../../../contract/notices/broadcasts';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { exactMoment, timeAgo } from '../../lib/time-ago';
import { useNow } from '../../lib/use-now';
import { useConnectivity } from '../../offline/use-connectivity';
import { Badge, type BadgeTone } from '../../ui/badge';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { AcknowledgeButton, acknowledgeTexts } from './acknowledge-button';
import { useBroadcast } from './use-broadcasts';
import styles from './broadcasts.module.css';

const severityTone: Record<Broadcast['severity'], BadgeTone> = {
  info: 'neutral',
  urgent: 'warning',
  emergency: 'danger',
};

const severityName: Record<Broadcast['severity'], string> = {
  info: 'Notice',
  urgent: 'Urgent',
  emergency: 'Emergency',
};

export default function NoticePage() {
  const { noticeId = '' } = useParams();
  const { user } = useSession();
  const notice = useBroadcast(user?.id ?? '', noticeId);

  let body;
  if (notice.data) {
    body = <NoticeView notice={notice.data} isRwa={user?.role === 'RWA'} userId={user?.id ?? ''} />;
  } else if (notice.isError) {
    const gone = isApiError(notice.error) && notice.error.status === 404;
    body = (
      <p role="alert" className={styles.failure}>
        {gone ? 'This notice is no longer available.' : messages.broadcastsFetchFailed}
      </p>
    );
  } else {
    body = <Spinner label="Loading the notice…" />;
  }

  return (
    <>
      <PageHeader
        title={notice.data?.title ?? 'Notice'}
        backTo={paths.notifications}
        backLabel="Notifications"
      />
      {body}
    </>
  );
}

interface NoticeViewProps {
  notice: Broadcast;
  isRwa: boolean;
  userId: string;
}

function NoticeView({ notice, isRwa, userId }: NoticeViewProps) {
  const now = useNow();
  const { online } = useConnectivity();
  const [thanks, setThanks] = useState(false);
  const sent = Date.parse(notice.created_at);

  return (
    <article className={styles.notice}>
      <p className={styles.meta}>
        <Badge tone={severityTone[notice.severity]}>{severityName[notice.severity]}</Badge>
        <span>
          From the RWA,{' '}
          <time dateTime={notice.created_at} title={exactMoment(sent)}>
            {timeAgo(sent, now)}
          </time>
        </span>
      </p>
      <p className={styles.fullBody}>{notice.body}</p>
      {isRwa ? (
        <p className={styles.meta}>
          {notice.acknowledged} of {notice.recipients} apartments have read this.
        </p>
      ) : (
        <div className={styles.pageAck}>
          <p role="status" className={styles.readNote}>
            {thanks ? acknowledgeTexts.thanks : ''}
          </p>
          {notice.acknowledged_by_me ? (
            !thanks && <p className={styles.readNote}>You have read this notice.</p>
          ) : (
            <AcknowledgeButton
              id={notice.id}
              userId={userId}
              online={online}
              emergency={notice.severity === 'emergency'}
              onAcknowledged={() => setThanks(true)}
            />
          )}
        </div>
      )}
    </article>
  );
}
