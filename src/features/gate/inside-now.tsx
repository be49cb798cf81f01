import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatInstantClock } from '../../lib/format-date';
import { overstayLabel } from './overstay';
import { kindLabel } from './pass-format';
import type { DeskView } from './desk-view';
import type { InsideRow } from './shift-entries';
import styles from './gate.module.css';

interface InsideNowProps {
  rows: readonly InsideRow[];
  onCheckOut: (row: InsideRow) => void;
  /** Visit id → when that visitor should be out (the saved list's `due_out`). */
  dueOut?: Readonly<Record<string, string>>;
  now: Date;
}

/** Who is inside now, with their way out; entries still on this device, and overstays, say so. */
export function InsideNow({ rows, onCheckOut, dueOut, now }: InsideNowProps) {
  return (
    <section aria-labelledby="gate-inside" className={styles.section}>
      <h2 id="gate-inside">Inside now</h2>
      {rows.length === 0 && <p className={styles.muted}>Nobody is inside.</p>}
      <ul className={styles.rows}>
        {rows.map((row) => {
          const overstay = overstayLabel(dueOut?.[row.visitId], now);
          return (
            <li key={row.key} className={styles.row}>
              <div className={styles.rowText}>
                <strong className={styles.glanceName}>{row.name}</strong>
                <span className={styles.glanceFlat}>
                  Flat {row.apartment} · {kindLabel(row.kind)} · in at{' '}
                  {formatInstantClock(row.since)}
                  {row.people > 1 ? ` · ${row.people} people` : ''}
                </span>
                {row.waiting && <Badge tone="warning">Not sent yet</Badge>}
                {overstay && <Badge tone="danger">{overstay}</Badge>}
              </div>
              <Button variant="secondary" onClick={() => onCheckOut(row)}>
                Check out
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Inside now" as one of the desk's sections (desk-sections.ts). */
export function InsideSection({ desk }: { desk: DeskView }) {
  return (
    <InsideNow
      rows={desk.inside}
      onCheckOut={desk.checkOut}
      dueOut={desk.snapshot?.due_out}
      now={desk.now}
    />
  );
}
