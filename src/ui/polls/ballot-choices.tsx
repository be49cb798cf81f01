/**
 * A ballot's options (issue 36), for a resident's vote and the RWA's paper entry alike: radio
 * buttons for one choice, check boxes for several ("Choose up to 3"), each a whole-width row at
 * least 44 px tall so a long option wraps instead of running off a 360 px phone.
 */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Poll } from '../../../contract/polls/polls';
import fieldStyles from '../field.module.css';
import styles from './ballot-choices.module.css';

type PollOption = Poll['options'][number];

interface BallotChoicesProps {
  legend: string;
  /** "Choose one" / "Choose up to 3", read with the group. */
  hint: string;
  type: 'radio' | 'checkbox';
  options: readonly PollOption[];
  registration: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
}

export function BallotChoices(props: BallotChoicesProps) {
  const { legend, hint, type, options, registration, error, disabled } = props;
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input type={type} value={option.id} {...registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
