import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../contract/notices/notifications';
import { exactMoment, timeAgo } from '../../lib/time-ago';
import styles from './notifications.module.css';

type Target = { internal: string } | { external: string } | undefined;

/** Where a notice leads: a path of ours, or an https page; anything else is not followed. */
export function noticeTarget(url: string): Target {
  if (url.startsWith('/') && !url.startsWith('//')) return { internal: url };
  try {
    const parsed = new URL(url);
    if (parsed.origin === window.location.origin) {
      return { internal: parsed.pathname + parsed.search + parsed.hash };
    }
    return parsed.protocol === 'https:' ? { external: parsed.href } : undefined;
  } catch {
    return undefined;
  }
}

interface NotificationItemProps {
  notice: Notification;
  read: boolean;
  now: number;
  onOpen: (notice: Notification) => void;
  linkRef?: Ref<HTMLAnchorElement & HTMLButtonElement>;
}

/** One notice: unread ones stand out (a dot, bold, and "Unread:" for screen readers). */
export function NotificationItem({ notice, read, now, onOpen, linkRef }: NotificationItemProps) {
  const created = Date.parse(notice.created_at);
  const content = (
    <>
      <span className={styles.title}>
        {!read && <span aria-hidden="true" className={styles.dot} />}
        {!read && <span className="visually-hidden">Unread: </span>}
        {notice.title}
      </span>
      <span className={styles.body}>{notice.body}</span>
      <time dateTime={notice.created_at} title={exactMoment(created)} className={styles.age}>
        {timeAgo(created, now)}
      </time>
    </>
  );
  const target = noticeTarget(notice.url);
  const open = () => onOpen(notice);

  return (
    <li className={read ? styles.item : `${styles.item} ${styles.unread}`}>
      {target && 'internal' in target ? (
        <Link ref={linkRef} to={target.internal} className={styles.link} onClick={open}>
          {content}
        </Link>
      ) : target ? (
        <a ref={linkRef} href={target.external} className={styles.link} onClick={open}>
          {content}
        </a>
      ) : (
        // Nowhere to go: tapping still marks it read.
        <button ref={linkRef} type="button" className={styles.link} onClick={open}>
          {content}
        </button>
      )}
    </li>
  );
}
