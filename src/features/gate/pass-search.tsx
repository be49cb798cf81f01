import { useState } from 'react';
import type { DeskPass } from '../../../contract/gate/desk';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { admissionOf, type Admission } from './judge-entry';
import { kindLabel, windowText } from './pass-format';
import { isOneTime, whenText } from './pass-rules';
import styles from './gate.module.css';

/** Enough rows to find anyone by a few letters, few enough to read on a phone. */
const MAX_ROWS = 20;

interface PassSearchProps {
  passes: readonly DeskPass[];
  enteredHere: ReadonlyMap<string, string>;
  now: Date;
  onCheckIn: (admission: Admission, people: number) => void;
}

/** Letters and digits only: "HR26 AB 1234" and "hr26ab1234" are one plate. */
const bare = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function matches(pass: DeskPass, query: string): boolean {
  const text = query.trim().toLowerCase();
  const plate = bare(text);
  return (
    pass.name.toLowerCase().includes(text) ||
    pass.apartment.toLowerCase().includes(text) ||
    pass.code === text ||
    (plate.length >= 3 && bare(pass.vehicle).includes(plate))
  );
}

/**
 * Today's passes by name, flat or vehicle, for whoever "Expected soon" does not show; each
 * visitor checked in from their row, unless their one-time pass was used.
 */
export function PassSearch({ passes, enteredHere, now, onCheckIn }: PassSearchProps) {
  const [query, setQuery] = useState('');
  // Nothing until something is typed: the desk is for one visitor at a time, not a register.
  const found = query.trim() ? passes.filter((pass) => matches(pass, query)) : [];

  return (
    <section aria-labelledby="gate-search" className={styles.section}>
      <h2 id="gate-search">Find a pass</h2>
      <Field
        label="Search name or flat"
        hint="Or a vehicle number"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() && found.length === 0 && <p className={styles.muted}>No pass matches.</p>}
      <ul className={styles.rows}>
        {found.slice(0, MAX_ROWS).map((pass) => {
          // When a one-time pass let its visitor in; daily help comes every day.
          const used = isOneTime(pass.kind)
            ? (pass.used_at ?? enteredHere.get(pass.id))
            : undefined;
          return (
            <li key={pass.id} className={styles.row}>
              <div className={styles.rowText}>
                <strong>{pass.name}</strong>
                <span>
                  Flat {pass.apartment} · {kindLabel(pass.kind)} · {windowText(pass, now)}
                </span>
                {pass.vehicle && <span className={styles.plate}>{pass.vehicle}</span>}
                {used && <span className={styles.muted}>Used {whenText(used, now)}</span>}
              </div>
              {/* A used one-time pass lets nobody else in: no button to suggest it might. */}
              {!used && (
                <Button onClick={() => onCheckIn(admissionOf(pass), pass.people)}>Check in</Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
