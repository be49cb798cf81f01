/** The day toggle and the grid of open slots, each a radio group with its legend (SPEC.md §2). */
import type { ReactNode, Ref } from 'react';
import { formatClock, formatShortDay } from '../../lib/format-date';
import { Spinner } from '../../ui/spinner';
import fieldStyles from '../../ui/field.module.css';
import styles from './facilities.module.css';

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onPick: (value: string) => void;
  children: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A real radio button dressed as a tile: keyboard and screen readers use it as a radio. */
function Choice({ name, value, checked, onPick, children, ref }: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input
        ref={ref}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onPick(value)}
      />
      <span>{children}</span>
    </label>
  );
}

interface DayToggleProps {
  dates: readonly [today: string, tomorrow: string];
  value: string;
  onChange: (date: string) => void;
  disabled?: boolean;
}

export function DayToggle({ dates, value, onChange, disabled }: DayToggleProps) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={fieldStyles.label}>Date</legend>
      <div className={styles.toggle}>
        {dates.map((date, index) => (
          <Choice key={date} name="date" value={date} checked={value === date} onPick={onChange}>
            {index === 0 ? 'Today' : 'Tomorrow'}{' '}
            <span className={styles.muted}>({formatShortDay(date)})</span>
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

interface SlotGridProps {
  slots: readonly string[];
  loading: boolean;
  refreshing: boolean;
  value: string;
  onChange: (slot: string) => void;
  error?: string;
  errorId: string;
  disabled?: boolean;
  /** The first slot, for a form library that focuses the first wrong field. */
  ref?: Ref<HTMLInputElement>;
}

export function SlotGrid(props: SlotGridProps) {
  const { slots, loading, refreshing, value, onChange, error, errorId, disabled, ref } = props;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-busy={loading || refreshing || undefined}
      disabled={disabled}
    >
      <legend className={fieldStyles.label}>Time slot</legend>
      {loading ? (
        <Spinner label="Loading available slots…" />
      ) : slots.length === 0 ? (
        <p className={styles.muted}>No slots available for this day.</p>
      ) : (
        <div className={styles.slots}>
          {slots.map((slot, index) => (
            <Choice
              key={slot}
              ref={index === 0 ? ref : undefined}
              name="timeSlot"
              value={slot}
              checked={value === slot}
              onPick={onChange}
            >
              {formatClock(slot)}
            </Choice>
          ))}
        </div>
      )}
      {refreshing && !loading && <Spinner size="small" label="Refreshing slots…" />}
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
