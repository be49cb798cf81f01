import type { AuditEvent } from '../../../contract/audit/audit';
import { formatMoment } from '../../lib/format-date';
import { actionInWords, roleInWords } from './action-words';
import styles from './admin-audit.module.css';

interface AuditEventCardProps {
  event: AuditEvent;
  /** Names of the register's people by phone, to say who a user target is. */
  names: ReadonlyMap<string, string>;
  now: number;
}

/** One event as a compact card: when, who, what in words, on what, and where it came from. */
export function AuditEventCard({ event, names, now }: AuditEventCardProps) {
  const role = roleInWords(event.actor_role);
  const who = event.actor_name ?? event.actor_phone ?? 'Unknown';
  const words = actionInWords(event.action);
  const origin = [
    event.request_id && `Request ${event.request_id}`,
    event.ip && `IP ${event.ip}`,
  ].filter(Boolean);
  return (
    <li className={styles.event}>
      <p className={styles.eventHead}>
        <time dateTime={event.at}>{formatMoment(event.at, now)}</time>
        <strong>{words}</strong>
        {words === event.action ? null : <span className={styles.code}>{event.action}</span>}
      </p>
      <p>
        {who}
        {role && <span className={styles.muted}> · {role}</span>}
        {event.actor_phone && event.actor_name && (
          <span className={styles.muted}> · {event.actor_phone}</span>
        )}
      </p>
      {event.target_id && <p>On: {targetOf(event, names)}</p>}
      {event.summary && <p className={styles.summary}>{event.summary}</p>}
      {origin.length > 0 && <p className={styles.muted}>{origin.join(' · ')}</p>}
    </li>
  );
}

function targetOf(event: AuditEvent, names: ReadonlyMap<string, string>): string {
  const id = event.target_id ?? '';
  if (event.target_type === 'user') {
    const name = names.get(id);
    return name ? `${name} · ${id}` : id;
  }
  return `${event.target_type.replace(/_/g, ' ')} ${id}`;
}
