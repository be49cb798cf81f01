import type { OutboxRecord } from '../../offline/db';
import {
  GATE_CHECK_IN_KIND,
  GATE_CHECK_OUT_KIND,
  GATE_PHONE_DECISION_KIND,
  GATE_STANDING_ENTRY_KIND,
  GATE_VEHICLE_ENTRY_KIND,
  GATE_WALK_IN_KIND,
  type GateCheckInPayload,
  type GatePhoneDecisionPayload,
  type GateVehicleEntryPayload,
} from '../../offline/kinds';
import { outboxLabel } from '../../offline/labels';
import { discard } from '../../offline/outbox';
import { Button } from '../../ui/button';
import { outboxReason } from '../../ui/outbox-item';
import styles from './gate.module.css';

function whatItWas(record: OutboxRecord): string {
  if (record.kind === GATE_CHECK_IN_KIND || record.kind === GATE_STANDING_ENTRY_KIND) {
    const { shown } = record.payload as GateCheckInPayload;
    return `Check-in of ${shown.name}, flat ${shown.apartment}`;
  }
  if (record.kind === GATE_CHECK_OUT_KIND) return 'A check-out';
  if (record.kind === GATE_VEHICLE_ENTRY_KIND) {
    const { shown } = record.payload as GateVehicleEntryPayload;
    return `Vehicle ${shown.plate}, flat ${shown.apartment}`;
  }
  if (record.kind === GATE_PHONE_DECISION_KIND) {
    const { resident } = record.payload as GatePhoneDecisionPayload;
    return `The answer ${resident} gave on the phone`;
  }
  return 'A walk-in';
}

/**
 * Entries the server refused after the desk had judged them (it found what the saved list did
 * not know). Shown until the guard has read them, as every refused outbox item is.
 */
export function NotAccepted({ records }: { records: readonly OutboxRecord[] }) {
  // Walk-ins show their refusal on their own card.
  const refused = records.filter(
    (record) => record.status === 'rejected' && record.kind !== GATE_WALK_IN_KIND,
  );
  if (refused.length === 0) return null;
  return (
    <section aria-labelledby="gate-refused" className={styles.section}>
      <h2 id="gate-refused">Not accepted by the server</h2>
      <ul className={styles.rows}>
        {refused.map((record) => (
          <li key={record.id} className={styles.row}>
            <div className={styles.rowText}>
              <strong>{whatItWas(record)}</strong>
              <span>{outboxLabel(record)}</span>
              {outboxReason(record) && (
                <span className={styles.reason}>{outboxReason(record)}</span>
              )}
            </div>
            <Button variant="secondary" onClick={() => void discard(record.id)}>
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
