/**
 * /notifications, the inbox (issue 14, DESIGN.md §8): the newest page is read from the phone
 * (Dexie), so it opens offline with its age; tapping a notice or "Mark all read" marks it read at
 * once and queues the mark for the server. Older pages load on demand while online.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../contract/notices/notifications';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/collections';
import { useCollection } from '../../offline/use-collection';
import { Button, buttonClassName } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { inboxCollection, inboxFetcher } from './inbox-collection';
import { NotificationItem } from './notification-item';
import { useOlderNotices } from './use-older-notices';
import { useReadMarks, useShownUnread } from './use-read-marks';
import styles from './notifications.module.css';

export const inboxMessages = {
  empty: 'No notifications yet. Answers to your requests and notices from the RWA will show here.',
  loadFailed: 'Could not load your notifications. Please try again.',
  allRead: 'All notifications marked read.',
  allReadOffline: "All marked read on this phone. The server will hear of it when you're online.",
  allReadSignIn: 'All marked read on this phone. Sign in again to send it to the server.',
  allReadFailed: 'The server did not take the mark:',
  olderOffline: 'Older notifications can be loaded when you are online.',
  noOlder: 'That is everything: there are no older notifications.',
};

export default function NotificationsPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const inbox = useCollection(inboxCollection, { fetcher: inboxFetcher(userId) });
  const marks = useReadMarks(userId);
  const unread = useShownUnread(userId);
  const older = useOlderNotices(inbox.items);
  const now = useNow();
  const [markAll, setMarkAll] = useState<{ id: string; seen: boolean; offline: boolean }>();
  const [olderStatus, setOlderStatus] = useState('');
  const firstNew = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const [firstNewId, setFirstNewId] = useState<string>();
  const saved = inbox.refreshedAt !== undefined;

  // The saved page moves as notices arrive; an older page may repeat a few of its notices.
  const savedIds = new Set(inbox.items.map((item) => item.id));
  const notices = [...inbox.items, ...older.items.filter((item) => !savedIds.has(item.id))];
  const anyUnread = (unread ?? 0) > 0 || notices.some((notice) => !marks.isRead(notice));

  const open = (notice: Notification) => {
    if (!marks.isRead(notice)) void marks.markRead([notice.id]);
  };

  const markAllRead = async () => {
    const offline = inbox.isOffline;
    setMarkAll({ id: await marks.markAllRead(), seen: false, offline });
  };

  // "Mark all read" says what became of it, following its record until the server has it. The
  // record shows up in the live outbox a moment after it is queued: until then it is waiting too.
  let status = '';
  const waiting = markAll && marks.statusOf(markAll.id);
  if (markAll && waiting && !markAll.seen) setMarkAll({ ...markAll, seen: true });
  if (markAll) {
    if (waiting?.status === 'rejected' || waiting?.status === 'expired') {
      status = `${inboxMessages.allReadFailed} ${waiting.lastError ?? ''}`.trim();
    } else if (waiting?.status === 'needsAuth') {
      status = inboxMessages.allReadSignIn;
    } else if ((waiting || (!markAll.seen && markAll.offline)) && inbox.isOffline) {
      status = inboxMessages.allReadOffline;
    } else {
      status = inboxMessages.allRead;
    }
  }

  const loadOlder = async () => {
    setOlderStatus('');
    const loaded = await older.load();
    if (!loaded) return; // the error shows beside the button
    const first = loaded.find((item) => !savedIds.has(item.id));
    if (first) {
      setOlderStatus(
        `${loaded.length} older notification${loaded.length === 1 ? '' : 's'} loaded.`,
      );
      setFirstNewId(first.id);
      // Focus follows the new notices, so the reader (and the screen) lands on them.
      requestAnimationFrame(() => firstNew.current?.focus());
    } else {
      setOlderStatus(inboxMessages.noOlder);
    }
  };

  let body;
  if (!saved && inbox.error && !inbox.isRefreshing) {
    body = (
      <p role="alert" className={styles.error}>
        {inboxMessages.loadFailed}
      </p>
    );
  } else if (!inbox.isLoaded || !saved) {
    body = <Spinner label="Loading notifications…" />;
  } else if (notices.length === 0) {
    body = <p>{inboxMessages.empty}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label="Notifications">
        {notices.map((notice) => (
          <NotificationItem
            key={notice.id}
            notice={notice}
            read={marks.isRead(notice)}
            now={now}
            onOpen={open}
            linkRef={notice.id === firstNewId ? firstNew : undefined}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle={unread ? `${unread} unread` : undefined}
        actions={
          <Link to={paths.notificationSettings} className={buttonClassName('secondary')}>
            Settings
          </Link>
        }
      />
      <div className={styles.toolbar}>
        {saved && (
          <p className={styles.freshness}>
            {freshnessLabel(inbox.refreshedAt, now, !inbox.isOffline)}
          </p>
        )}
        {saved && notices.length > 0 && (
          <Button variant="secondary" onClick={() => void markAllRead()} disabled={!anyUnread}>
            Mark all read
          </Button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {body}
      {saved && (older.hasMore || olderStatus) && (
        <div className={styles.older}>
          <p role="status" className={styles.status}>
            {olderStatus}
          </p>
          {older.error && (
            <p role="alert" className={styles.error}>
              {older.error}
            </p>
          )}
          {older.hasMore && inbox.isOffline && (
            <p className={styles.freshness}>{inboxMessages.olderOffline}</p>
          )}
          {older.hasMore && (
            <Button
              variant="secondary"
              onClick={() => void loadOlder()}
              busy={older.loading}
              disabled={inbox.isOffline}
            >
              Load older
            </Button>
          )}
        </div>
      )}
    </>
  );
}
