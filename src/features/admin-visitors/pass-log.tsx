import { passKindLabels } from '../../../contract/gate/visitors';
import type { LoggedPass, PassLogQuery } from '../../../contract/gate/estate-log';
import { messages } from '../../../contract/messages';
import { formatAtMoment } from '../../lib/format-date';
import { passStateBadge, passWindow } from '../../lib/gate-words';
import { Badge } from '../../ui/badge';
import { LogList } from './log-list';
import { useEstatePasses } from './use-estate-log';
import styles from './admin-visitors.module.css';

interface PassLogProps {
  filters: PassLogQuery | undefined;
  open: boolean;
  online: boolean;
  now: number;
}

/** Every flat's passes: who, for which flat, when, where each stands. Never a code or a QR. */
export function PassLog({ filters, open, online, now }: PassLogProps) {
  return (
    <LogList
      query={useEstatePasses(filters, open)}
      asked={filters !== undefined}
      online={online}
      failure={messages.passesFetchFailed}
      words={{ one: 'pass', many: 'passes', list: 'Passes' }}
    >
      {(pass) => <PassRow key={pass.id} pass={pass} now={now} />}
    </LogList>
  );
}

function PassRow({ pass, now }: { pass: LoggedPass; now: number }) {
  const badge = passStateBadge(pass, now);
  const details = [pass.people > 1 ? `${pass.people} people` : '', pass.vehicle].filter(Boolean);
  return (
    <li className={styles.visit}>
      <p className={styles.visitHead}>
        <strong>{pass.name}</strong>
        <span>Flat {pass.apartment}</span>
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </p>
      <p>
        {passKindLabels[pass.kind]} · {passWindow(pass)}
      </p>
      {details.length > 0 && <p>{details.join(' · ')}</p>}
      {pass.note && <p className={styles.muted}>{pass.note}</p>}
      <p className={styles.muted}>
        Made by {pass.created_by_name || 'a resident'} {formatAtMoment(pass.created_at, now)}
      </p>
    </li>
  );
}
