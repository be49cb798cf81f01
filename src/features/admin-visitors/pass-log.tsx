import { passKindLabels } from '../../../contract/gate/visitors';
import type { LoggedPass, PassLogQuery } from '../../../contract/gate/estate-log';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { formatMoment } from '../../lib/format-date';
import { passStateBadge, passWindow } from '../../lib/gate-words';
import { Badge } from '../../ui/badge';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';
import { LogCount } from './log-count';
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
  const passes = useEstatePasses(filters, open);
  const rows = passes.data;
  if (passes.isError && !rows) {
    return <Banner tone="error">{errorMessage(passes.error, messages.passesFetchFailed)}</Banner>;
  }
  if (!rows) return filters && online ? <Spinner label="Loading the passes…" /> : null;
  return (
    <>
      <LogCount count={rows.length} one="pass" many="passes" updatedAt={passes.dataUpdatedAt} />
      {rows.length === 0 ? (
        <p>No passes match these filters.</p>
      ) : (
        <ul className={styles.list} aria-label="Passes">
          {rows.map((pass) => (
            <PassRow key={pass.id} pass={pass} now={now} />
          ))}
        </ul>
      )}
    </>
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
        Made by {pass.created_by_name || 'a resident'} on {formatMoment(pass.created_at, now)}
      </p>
    </li>
  );
}
