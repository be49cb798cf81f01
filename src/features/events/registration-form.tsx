/**
 * The event registration form (SPEC.md §5): react-hook-form with the contract's own
 * `eventRegistration`, the schema the server applies, so the phone says exactly what the server
 * would; the first wrong field takes focus. The signed-in user's id and the event are added when
 * sending.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { SessionUser } from '../../../contract/sign-in/auth';
import {
  MAX_ATTENDEES,
  eventRegistration,
  type EventDetail,
} from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import type { EventRegistrationPayload } from '../../offline/kinds';
import { FormApartmentField } from '../../ui/apartment-field';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { PhoneField } from '../../ui/phone-field';
import { SelectField, TextAreaField } from '../../ui/select-field';
import styles from './events.module.css';

// The email is judged as sent: without the spaces a phone keyboard adds after it.
const registrationForm = eventRegistration
  .omit({ user_id: true })
  .extend({ email: z.string().trim().pipe(eventRegistration.shape.email) });
export type RegistrationValues = z.input<typeof registrationForm>;

export const registrationCompleteLabel = 'Registration Complete';

const attendeeOptions = Array.from({ length: MAX_ATTENDEES }, (_, index) => index + 1);

/** SPEC.md §3: the user's id is their phone number; a known registration gives its plans. */
export function valuesForUser(
  user: SessionUser | null,
  known: EventDetail['my_registration'] = null,
): RegistrationValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.id ?? '',
    apartment_number: user?.apartmentNumber ?? '',
    number_of_attendees: known?.number_of_attendees ?? 1,
    special_requests: known?.special_requests ?? '',
  };
}

/** A queued payload back into the form (fix and resend). */
export function valuesFromPayload(payload: EventRegistrationPayload): RegistrationValues {
  const { name, email, phone, apartment_number, number_of_attendees } = payload;
  const special_requests = payload.special_requests ?? '';
  return { name, email, phone, apartment_number, number_of_attendees, special_requests };
}

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
  const [formError, setFormError] = useState<string>();
  const { control, register, handleSubmit, formState } = useForm<
    RegistrationValues,
    unknown,
    z.output<typeof registrationForm>
  >({ resolver: zodResolver(registrationForm), defaultValues: initial });
  const { errors } = formState;
  const phone = useWatch({ control, name: 'phone' });

  const submit = handleSubmit(async (fields) => {
    if (!user) {
      setFormError(messages.authenticationRequired);
      return;
    }
    setFormError(undefined);
    try {
      await onSubmit({ ...fields, user_id: user.id, event_id: eventId });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      {formError && <Banner tone="error">{formError}</Banner>}
      <Field
        label="Name"
        autoComplete="name"
        autoFocus
        {...register('name')}
        error={errors.name?.message}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <PhoneField
        control={control}
        name="phone"
        label="Phone"
        hint="10 digits"
        autoComplete="tel-national"
      />
      <FormApartmentField control={control} name="apartment_number" />
      <SelectField
        label="Number of attendees"
        options={attendeeOptions}
        {...register('number_of_attendees', { valueAsNumber: true })}
        error={errors.number_of_attendees?.message}
      />
      <TextAreaField
        label="Special requests (optional)"
        maxLength={500}
        {...register('special_requests')}
        error={errors.special_requests?.message}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={formState.isSubmitting}
          // SPEC.md §5: nothing to send until the phone has its 10 digits.
          disabled={phone.length !== 10 || complete}
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
