import { visitFlagLabels, type Visit } from '../../../contract/gate/visitors';
import { formatMoment } from '../../lib/format-date';
import { Badge } from '../../ui/badge';
import { visitKindLabels } from './visit-filters';
import styles from './admin-visitors.module.css';

/** 'Pass · Guest', or 'Walk-in, approved by Asha Rao on the phone'. */
export function howTheyCame(visit: Visit): string {
  if (visit.source === 'pass') return `Pass · ${visitKindLabels[visit.kind]}`;
  if (visit.source === 'standing') return `Standing approval · ${visitKindLabels[visit.kind]}`;
  if (!visit.approved_by) return 'Walk-in';
  const phone = visit.approved_via === 'phone' ? ' on the phone' : '';
  return `Walk-in, approved by ${visit.approved_by}${phone}`;
}

/** One visit as a card that fits a phone: who, which flat, how they came, in and out, flags. */
export function VisitCard({ visit, now }: { visit: Visit; now: number }) {
  const how = howTheyCame(visit);
  return (
    <li
      className={visit.flags.length > 0 ? `${styles.visit} ${styles.flaggedVisit}` : styles.visit}
    >
      <p className={styles.visitHead}>
        <strong>{visit.name}</strong>
        <span>Flat {visit.apartment}</span>
        {visit.people > 1 && <span className={styles.muted}>{visit.people} people</span>}
      </p>
      <p>{how}</p>
      <p>
        In <time dateTime={visit.checked_in_at}>{formatMoment(visit.checked_in_at, now)}</time>
        {' · '}
        {visit.checked_out_at ? (
          <>
            Out{' '}
            <time dateTime={visit.checked_out_at}>{formatMoment(visit.checked_out_at, now)}</time>
          </>
        ) : (
          'Still inside'
        )}
      </p>
      <p className={styles.muted}>
        {visit.gate} · guard {visit.guard_name || 'unknown'}
      </p>
      {visit.flags.length > 0 && (
        <p className={styles.flags}>
          {visit.flags.map((flag) => (
            <Badge key={flag} tone="danger">
              {visitFlagLabels[flag]}
            </Badge>
          ))}
        </p>
      )}
    </li>
  );
}
