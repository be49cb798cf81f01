import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import { loginPath, paths } from '../../lib/paths';
import { retryNow, supportsBackgroundSync } from '../../offline/triggers';
import { useOutboxItems } from '../../offline/use-outbox';
import { Button } from '../../ui/button';
import styles from './offline-data.module.css';
import { OutboxItemRow } from './outbox-item-row';

export const NO_BACKGROUND_SYNC_NOTE =
  'On this browser, waiting items are sent only while Gatehouse is open.';

/** The signed-in user's queued writes (a shared phone shows nobody else's). */
export function OutboxSection() {
  const { user } = useSession();
  return (
    <section aria-labelledby="outbox-heading" className={styles.section}>
      <h2 id="outbox-heading">Waiting to send</h2>
      {user ? (
        <OutboxList userId={user.id} />
      ) : (
        <p>
          <Link to={loginPath({ from: paths.offlineData })}>Sign in</Link> to see what you have
          waiting to send.
        </p>
      )}
    </section>
  );
}

function OutboxList({ userId }: { userId: string }) {
  const records = useOutboxItems({ userId });
  const [retrying, setRetrying] = useState(false);
  if (!records) return <p>Reading the queue…</p>;
  // A sent item has arrived: it is kept a while to say when, but it no longer waits.
  const items = records.filter((record) => record.status !== 'sent');
  const sent = records.filter((record) => record.status === 'sent').reverse();
  const anyPending = items.some((item) => item.status === 'pending');

  const retry = () => {
    setRetrying(true);
    void retryNow().finally(() => setRetrying(false));
  };

  return (
    <>
      {items.length === 0 ? (
        <p>Nothing is waiting: everything you sent has arrived.</p>
      ) : (
        <ul className={styles.list} aria-labelledby="outbox-heading">
          {items.map((record) => (
            <OutboxItemRow key={record.id} record={record} />
          ))}
        </ul>
      )}
      {anyPending && (
        <Button onClick={retry} busy={retrying}>
          Retry now
        </Button>
      )}
      {!supportsBackgroundSync() && <p className={styles.muted}>{NO_BACKGROUND_SYNC_NOTE}</p>}
      {sent.length > 0 && (
        <>
          <h3 id="sent-heading">Sent recently</h3>
          <ul className={styles.list} aria-labelledby="sent-heading">
            {sent.map((record) => (
              <OutboxItemRow key={record.id} record={record} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
