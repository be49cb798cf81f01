import { useId, useRef, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { golfCartDurations, type GolfCartRequest } from '../../../contract/golf-cart/golf-cart';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import fieldStyles from '../../ui/field.module.css';
import {
  checkGolfCart,
  emptyGolfCartValues,
  type GolfCartErrors,
  type GolfCartField,
  type GolfCartValues,
} from './golf-cart-values';
import styles from './golf-cart.module.css';
import { textMax } from '../../../contract/platform/fields';

interface GolfCartFormProps {
  user: SessionUser | null;
  /** Values to start from (Edit & resend); the page remounts the form to reset it. */
  initial?: GolfCartValues;
  editing?: boolean;
  onSubmit: (payload: GolfCartRequest) => Promise<void>;
  onCancelEdit?: () => void;
}

const order: GolfCartField[] = ['pickup', 'dropoff', 'duration', 'time', 'comments'];

/** SPEC.md §2 /golf-cart: where from, where to, how long, when. */
export function GolfCartForm({
  user,
  initial,
  editing,
  onSubmit,
  onCancelEdit,
}: GolfCartFormProps) {
  const [values, setValues] = useState<GolfCartValues>(initial ?? emptyGolfCartValues);
  const [errors, setErrors] = useState<GolfCartErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const set = <K extends GolfCartField>(field: K, value: GolfCartValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A flagged field loses its message once the user changes it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkGolfCart(values, user);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(check.formError);
      const first = order.find((field) => check.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFormError(undefined);
    setBusy(true);
    try {
      await onSubmit(check.payload);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  const errorId = (field: GolfCartField) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.form}>
      {formError && <Banner tone="error">{formError}</Banner>}
      <Field
        label="Pickup location"
        name="pickup"
        // Edit & resend puts the user back at the top of the form, where the fix starts.
        autoFocus={editing}
        value={values.pickup}
        error={errors.pickup}
        onChange={(event) => set('pickup', event.target.value)}
      />
      <Field
        label="Drop-off location"
        name="dropoff"
        value={values.dropoff}
        error={errors.dropoff}
        onChange={(event) => set('dropoff', event.target.value)}
      />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-duration`}>
          Duration
        </label>
        <select
          id={`${id}-duration`}
          name="duration"
          className={fieldStyles.input}
          value={values.duration}
          aria-invalid={errors.duration ? true : undefined}
          aria-describedby={errorId('duration')}
          onChange={(event) => set('duration', Number(event.target.value))}
        >
          {golfCartDurations.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes
            </option>
          ))}
        </select>
        {errors.duration && (
          <p id={errorId('duration')} className={fieldStyles.error} role="alert">
            {errors.duration}
          </p>
        )}
      </div>
      <Field
        label="Time"
        name="time"
        type="time"
        value={values.time}
        error={errors.time}
        hint="Later today, India time"
        onChange={(event) => set('time', event.target.value)}
      />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-comments`}>
          Comments (optional)
        </label>
        <textarea
          id={`${id}-comments`}
          name="comments"
          className={fieldStyles.input}
          rows={3}
          maxLength={textMax.comment}
          value={values.comments}
          onChange={(event) => set('comments', event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {editing ? 'Resend request' : 'Request golf cart'}
        </Button>
        {editing && onCancelEdit && (
          <Button variant="secondary" onClick={onCancelEdit}>
            Cancel edit
          </Button>
        )}
      </div>
    </form>
  );
}
