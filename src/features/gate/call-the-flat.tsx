import { useState } from 'react';
import type { DirectoryEntry, WalkInDecision } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import styles from './gate.module.css';

interface CallTheFlatProps {
  walkInId: string;
  flat: DirectoryEntry | undefined;
  onDecide: (decision: WalkInDecision, resident: string) => void;
}

/**
 * Nobody answered in the app (or the gate has no network): the flat's residents to call, and
 * what the one the guard spoke to said.
 */
export function CallTheFlat({ walkInId, flat, onDecide }: CallTheFlatProps) {
  const [resident, setResident] = useState('');
  const [error, setError] = useState<string>();
  const listId = `residents-${walkInId}`;

  const decide = (decision: WalkInDecision) => {
    const who = resident.trim();
    if (!who) {
      setError(messages.calledResidentRequired);
      return;
    }
    onDecide(decision, who);
  };

  return (
    <div className={styles.callFlat}>
      <p className={styles.cardFacts}>No answer? Call the flat</p>
      {flat && flat.residents.length > 0 ? (
        <ul className={styles.phones}>
          {flat.residents.map((person) => (
            <li key={person.phone}>
              <a className={styles.phone} href={`tel:+91${person.phone}`}>
                {person.name} · {person.phone}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>This flat's phone numbers are not saved on this device.</p>
      )}
      <Field
        label="Resident you spoke to"
        autoComplete="off"
        list={listId}
        value={resident}
        error={error}
        onChange={(event) => {
          setResident(event.target.value);
          setError(undefined);
        }}
      />
      <datalist id={listId}>
        {flat?.residents.map((person) => (
          <option key={person.phone} value={person.name} />
        ))}
      </datalist>
      <div className={styles.actions}>
        <Button onClick={() => decide('approved')}>Approved on phone</Button>
        <Button variant="danger" onClick={() => decide('denied')}>
          Denied on phone
        </Button>
      </div>
    </div>
  );
}
