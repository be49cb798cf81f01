import { useRef, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { MAX_ATTENDEES } from '../../../contract/events/events';
import { cleanApartment, cleanPhone } from '../../../contract/platform/fields';
import type { EventRegistrationPayload } from '../../offline/kinds';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField, TextAreaField } from '../../ui/select-field';
import {
  checkRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from './registration-values';
import styles from './events.module.css';

export const registrationCompleteLabel = 'Registration Complete';

const attendeeOptions = Array.from({ length: MAX_ATTENDEES }, (_, index) => index + 1);
const order: RegistrationField[] = ['name', 'email', 'phone', 'apartment', 'attendees'];

interface RegistrationFormProps {
  eventId: string;
  user: SessionUser | null;
  initial: RegistrationValues;
  /** Fixing a registration the server refused. */
  editing: boolean;
  /** Saved: the button reads Registration Complete until the page closes the form (§4). */
  complete: boolean;
  onSubmit: (payload: EventRegistrationPayload) => Promise<void>;
  onCancel: () => void;
}

export function RegistrationForm(props: RegistrationFormProps) {
  const { eventId, user, initial, editing, complete, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends RegistrationField>(field: K, value: RegistrationValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkRegistration(values, user, eventId);
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
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.form}>
      {formError && <Banner tone="error">{formError}</Banner>}
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        autoFocus
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <Field
        label="Phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 digits"
        value={values.phone}
        error={errors.phone}
        onChange={(e) => set('phone', cleanPhone(e.target.value))}
      />
      <Field
        label="Apartment number"
        name="apartment"
        autoCapitalize="characters"
        value={values.apartment}
        error={errors.apartment}
        onChange={(e) => set('apartment', cleanApartment(e.target.value))}
      />
      <SelectField
        label="Number of attendees"
        name="attendees"
        options={attendeeOptions}
        value={values.attendees}
        error={errors.attendees}
        onChange={(e) => set('attendees', Number(e.target.value))}
      />
      <TextAreaField
        label="Special requests (optional)"
        name="requests"
        maxLength={500}
        value={values.requests}
        onChange={(e) => set('requests', e.target.value)}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={busy}
          // SPEC.md §5: nothing to send until the phone has its 10 digits.
          disabled={values.phone.length !== 10 || complete}
        >
          {complete ? registrationCompleteLabel : editing ? 'Resend registration' : 'Register'}
        </Button>
        {!complete && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
