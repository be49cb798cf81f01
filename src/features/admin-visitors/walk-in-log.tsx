import type { WalkIn } from '../../../contract/gate/desk';
import type { WalkInLogQuery } from '../../../contract/gate/estate-log';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { formatMoment } from '../../lib/format-date';
import { decisionLine } from '../../lib/gate-words';
import { Badge } from '../../ui/badge';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';
import { LogCount } from './log-count';
import { useEstateWalkIns } from './use-estate-log';
import styles from './admin-visitors.module.css';

interface WalkInLogProps {
  filters: WalkInLogQuery | undefined;
  open: boolean;
  online: boolean;
  now: number;
}

/** Every flat's walk-ins and who answered, to read: only the flat itself answers one. */
export function WalkInLog({ filters, open, online, now }: WalkInLogProps) {
  const walkIns = useEstateWalkIns(filters, open);
  const rows = walkIns.data;
  if (walkIns.isError && !rows) {
    return <Banner tone="error">{errorMessage(walkIns.error, messages.visitsFetchFailed)}</Banner>;
  }
  if (!rows) return filters && online ? <Spinner label="Loading the walk-ins…" /> : null;
  return (
    <>
      <LogCount
        count={rows.length}
        one="walk-in"
        many="walk-ins"
        updatedAt={walkIns.dataUpdatedAt}
      />
      {rows.length === 0 ? (
        <p>No walk-ins match these filters.</p>
      ) : (
        <ul className={styles.list} aria-label="Walk-ins">
          {rows.map((walkIn) => (
            <WalkInRow key={walkIn.id} walkIn={walkIn} now={now} />
          ))}
        </ul>
      )}
    </>
  );
}

function WalkInRow({ walkIn, now }: { walkIn: WalkIn; now: number }) {
  return (
    <li className={styles.visit}>
      <p className={styles.visitHead}>
        <strong>{walkIn.name}</strong>
        <span>Flat {walkIn.apartment}</span>
      </p>
      <p>{walkIn.purpose}</p>
      <p>
        {walkIn.status === 'waiting' ? (
          <Badge tone="warning">Waiting for the flat</Badge>
        ) : (
          decisionLine(walkIn, now)
        )}
      </p>
      <p className={styles.muted}>
        {walkIn.gate} · {formatMoment(walkIn.created_at, now)} · guard{' '}
        {walkIn.guard_name || 'unknown'}
      </p>
    </li>
  );
}
