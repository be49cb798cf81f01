import type { WalkIn } from '../../../contract/gate/desk';
import type { WalkInLogQuery } from '../../../contract/gate/estate-log';
import { messages } from '../../../contract/messages';
import { formatMoment } from '../../lib/format-date';
import { decisionLine } from '../../lib/gate-words';
import { Badge } from '../../ui/badge';
import { LogList } from './log-list';
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
  return (
    <LogList
      query={useEstateWalkIns(filters, open)}
      asked={filters !== undefined}
      online={online}
      failure={messages.visitsFetchFailed}
      words={{ one: 'walk-in', many: 'walk-ins', list: 'Walk-ins' }}
    >
      {(walkIn) => <WalkInRow key={walkIn.id} walkIn={walkIn} now={now} />}
    </LogList>
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
