import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import fieldStyles from '../../ui/field.module.css';
import styles from './visitors.module.css';

interface ChoiceGroupProps {
  legend: string;
  /** Radios choose one (who is visiting), checkboxes any (the days of the week). */
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
  /** The form field every box of the group is registered as. */
  registration: UseFormRegisterReturn;
  error?: string;
}

/** Large tappable choices that wrap on a phone, with the group's complaint read with it. */
export function ChoiceGroup({ legend, type, options, registration, error }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type={type} value={option.value} {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
