import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a control inside a frame needs so its label, hint and error are read with it. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** The label, hint and error around any control (select, textarea), wired as `Field` wires an input. */
export function FieldFrame({ label, hint, error, id, className, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        className: styles.input ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
