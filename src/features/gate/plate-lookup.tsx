/**
 * A plate at the gate (issue 34), looked up in the desk's saved register with no network: the
 * flat it belongs to (let in with one tap, logged through the outbox and told to the flat), or a
 * cab a flat approved by its plate's ending, or nobody's — then the walk-in flow, as for any
 * visitor.
 */
import { useMemo, useState } from 'react';
import {
  standingVisitorName,
  type DeskStanding,
  type EntryCompany,
} from '../../../contract/gate/standing';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { plateDisplay } from '../../../contract/vehicles/plates';
import { vehicleText, type DeskVehicle } from '../../../contract/vehicles/vehicles';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import type { DeskView } from './desk-view';
import { EntryResult } from './entry-result';
import { findPlate, plateIndexOf } from './plate-finder';
import { queueStandingEntry, queueVehicleEntry } from './standing-actions';
import { StandingRow } from './standing-row';
import type { EntryShown } from './use-desk-entry';
import styles from './gate.module.css';

/** A desk section (desk-sections.ts); an unknown plate opens the walk-in form. */
export function PlateLookup({ desk }: { desk: DeskView }) {
  const { snapshot, now, userId, gate, needGate, openWalkIn } = desk;
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<EntryShown>({ type: 'idle' });
  const vehicles = snapshot?.vehicles;
  const index = useMemo(() => plateIndexOf(vehicles ?? []), [vehicles]);
  const answer = findPlate(index, snapshot?.standing ?? [], typed, now);
  const nobodys = answer && answer.vehicles.length === 0 && answer.cabs.length === 0;
  const context = () => ({ userId, gate: gate.trim(), now: new Date() });
  const failed = (message: string) => () => setShown({ type: 'refused', message });

  const letInVehicle = (vehicle: DeskVehicle) => {
    if (needGate()) return;
    const what = `${plateDisplay(vehicle.plate)} · Flat ${vehicle.apartment}`;
    setShown({ type: 'note', message: `${messages.letIn} ✓ ${what}` });
    queueVehicleEntry(vehicle, context()).catch(failed(messages.vehicleEntryFailed));
  };
  const letInCab = (approval: DeskStanding, company: EntryCompany) => {
    if (needGate()) return;
    const name = standingVisitorName(approval.kind, company);
    setShown({ type: 'let-in', name, apartment: approval.apartment, kind: 'cab', people: 1 });
    queueStandingEntry(approval, company, context(), answer?.plate?.display ?? typed).catch(
      failed(messages.standingEntryFailed),
    );
  };

  return (
    <section aria-labelledby="gate-plate" className={styles.section}>
      <h2 id="gate-plate">Vehicle</h2>
      <Field
        label="Plate number"
        hint="As it reads, e.g. HR 26 AB 1234, or the last digits"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setShown({ type: 'idle' });
        }}
      />
      <div aria-live="polite" data-plate-answer={answer ? 'shown' : undefined}>
        {nobodys && (
          <div className={styles.rowText}>
            <strong>
              {answer.plate
                ? `${answer.plate.display}: not registered`
                : 'No registered plate has this'}
            </strong>
            <span className={styles.muted}>Ask who they are visiting and record a walk-in.</span>
            <Button
              variant="secondary"
              onClick={() => openWalkIn(answer.plate ? `Vehicle ${answer.plate.display}` : '')}
            >
              Record as walk-in
            </Button>
          </div>
        )}
        <ul className={styles.rows} aria-label="Plates found">
          {answer?.vehicles.map((vehicle) => (
            <li key={vehicle.plate} className={styles.row}>
              <div className={styles.rowText}>
                <strong>{plateDisplay(vehicle.plate)}</strong>
                <span>
                  Flat {vehicle.apartment} · {vehicleText(vehicle)}
                </span>
              </div>
              <Button
                aria-label={`Let in ${plateDisplay(vehicle.plate)}`}
                onClick={() => letInVehicle(vehicle)}
              >
                Let in
              </Button>
            </li>
          ))}
          {answer?.cabs.map((approval) => (
            <StandingRow
              key={`cab-${approval.id}`}
              approval={approval}
              title={`Cab for flat ${approval.apartment}`}
              today={inIndia(now).date}
              onLetIn={letInCab}
            />
          ))}
        </ul>
      </div>
      <EntryResult shown={shown} />
    </section>
  );
}
