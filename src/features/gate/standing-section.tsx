/**
 * Standing approvals at the desk (issue 34): the deliveries and cabs flats let in without a
 * call, open now, from the saved list (so with no network too). The guard types the flat and
 * taps the company: "Let in ✓" at once, and the entry goes to the outbox, recorded against the
 * flat when it reaches the server, which tells the flat.
 */
import { useMemo, useState } from 'react';
import {
  standingKindLabels,
  standingVisitorName,
  type DeskStanding,
  type EntryCompany,
} from '../../../contract/gate/standing';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { Field } from '../../ui/field';
import type { DeskView } from './desk-view';
import { EntryResult } from './entry-result';
import { openStanding } from './open-standing';
import { queueStandingEntry } from './standing-actions';
import { StandingRow } from './standing-row';
import type { EntryShown } from './use-desk-entry';
import styles from './gate.module.css';

/** Without a flat typed, this many (by flat): enough to glance at, few enough for a phone. */
const FIRST_ROWS = 6;

export function StandingSection({ desk }: { desk: DeskView }) {
  const { snapshot, now, userId, gate, needGate } = desk;
  const [flat, setFlat] = useState('');
  const [shown, setShown] = useState<EntryShown>({ type: 'idle' });
  const open = useMemo(
    () => openStanding(snapshot?.standing ?? [], now, flat),
    [snapshot, now, flat],
  );
  const rows = flat.trim() ? open : open.slice(0, FIRST_ROWS);
  const today = inIndia(now).date;

  const letIn = (approval: DeskStanding, company: EntryCompany) => {
    if (needGate()) return;
    const context = { userId, gate: gate.trim(), now: new Date() };
    const name = standingVisitorName(approval.kind, company);
    // "Let in ✓" at the tap, as for a pass: the outbox has it a moment later.
    setShown({
      type: 'let-in',
      name,
      apartment: approval.apartment,
      kind: approval.kind,
      people: 1,
    });
    queueStandingEntry(approval, company, context).catch(() =>
      setShown({ type: 'refused', message: messages.standingEntryFailed }),
    );
  };

  return (
    <section aria-labelledby="gate-standing" className={styles.section}>
      <h2 id="gate-standing">Standing approvals</h2>
      <p className={styles.muted}>Deliveries and cabs a flat lets in without a call.</p>
      <Field
        label="Flat with a standing approval"
        autoComplete="off"
        autoCapitalize="characters"
        value={flat}
        onChange={(event) => setFlat(event.target.value)}
      />
      {open.length === 0 && (
        <p className={styles.muted}>
          {flat.trim() ? 'No standing approval of this flat is open now.' : 'None open now.'}
        </p>
      )}
      <ul className={styles.rows}>
        {rows.map((approval) => (
          <StandingRow
            key={approval.id}
            approval={approval}
            title={`Flat ${approval.apartment} · ${standingKindLabels[approval.kind]}`}
            today={today}
            onLetIn={letIn}
          />
        ))}
      </ul>
      {rows.length < open.length && (
        <p className={styles.muted}>
          {open.length - rows.length} more open now: type the flat to find one.
        </p>
      )}
      <EntryResult shown={shown} />
    </section>
  );
}
