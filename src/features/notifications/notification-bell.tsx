import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useUnreadCount } from './use-unread-count';
import styles from './notification-bell.module.css';

export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The bell in both top bars: a link to the inbox whose name says how many are unread. */
export function NotificationBell({ userId }: { userId: string }) {
  const unread = useUnreadCount(userId) ?? 0;
  const label = bellLabel(unread);
  return (
    <NavLink to={paths.notifications} end className={styles.bell} aria-label={label} title={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon} focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {unread > 0 && (
        <span aria-hidden="true" className={styles.count}>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
