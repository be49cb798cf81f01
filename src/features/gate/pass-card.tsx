import { useState, type FormEvent } from 'react';
import { messages } from '../../../contract/messages';
import { passLimits } from '../../../contract/gate/visitors';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import type { Admission } from './judge-entry';
import { kindLabel, windowText } from './pass-format';
import { useIntoView } from './use-into-view';
import styles from './gate.module.css';

interface PassCardProps {
  admission: Admission;
  now: Date;
  onCheckIn: (people: number) => void;
  onCancel: () => void;
}

/**
 * A pass the desk would let in: who, which flat, what kind, when, the car to match and the
 * resident's note; and how many come in.
 */
export function PassCard({ admission, now, onCheckIn, onCancel }: PassCardProps) {
  const [people, setPeople] = useState(String(admission.people));
  const [error, setError] = useState<string>();
  const ref = useIntoView<HTMLElement>(admission.passId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(people);
    if (!Number.isInteger(count) || count < 1 || count > passLimits.maxPeople) {
      setError(messages.peopleRange);
      return;
    }
    onCheckIn(count);
  };

  return (
    <section ref={ref} tabIndex={-1} aria-label="Pass" className={styles.card}>
      <h2 className={styles.cardName}>{admission.name ?? 'Visitor'}</h2>
      <p className={styles.cardFacts}>
        Flat <strong>{admission.apartment}</strong> · {kindLabel(admission.kind)}
      </p>
      <p className={styles.muted}>{windowText(admission, now)}</p>
      {admission.vehicle && (
        <p className={styles.cardFacts}>
          Vehicle <span className={styles.plate}>{admission.vehicle}</span>
        </p>
      )}
      {admission.note && <p className={styles.note}>{admission.note}</p>}
      <form onSubmit={submit} noValidate className={styles.checkInForm}>
        <Field
          label="People"
          type="number"
          inputMode="numeric"
          min={1}
          max={passLimits.maxPeople}
          value={people}
          error={error}
          onChange={(event) => {
            setPeople(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" className={styles.big}>
          Check in
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </form>
    </section>
  );
}
