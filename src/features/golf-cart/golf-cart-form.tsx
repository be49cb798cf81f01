/**
 * SPEC.md §2 /golf-cart: where from, where to, how long, when. Checked by the contract's own
 * `golfCartRequest` (react-hook-form with its zod schema), so the phone says what the server
 * would (SPEC.md §5 Golf cart); "later today" needs the clock, so the time is checked against it
 * too. The day and the signed-in resident's own fields are added when the form is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { SessionUser } from '../../../contract/sign-in/auth';
import {
  defaultGolfCartDuration,
  golfCartDurations,
  golfCartRequest,
  type GolfCartRequest,
} from '../../../contract/golf-cart/golf-cart';
import { messages } from '../../../contract/messages';
import { textMax } from '../../../contract/platform/fields';
import { indiaDay, isFuture } from '../../lib/india-time';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField, TextAreaField } from '../../ui/select-field';
import styles from './golf-cart.module.css';

const golfCartForm = golfCartRequest
  .pick({ pickup_location: true, dropoff_location: true, duration: true, comments: true })
  .extend({
    time: golfCartRequest.shape.time.refine(
      (time) => isFuture(indiaDay(), time),
      messages.golfCartTimeInFuture,
    ),
  });
export type GolfCartValues = z.input<typeof golfCartForm>;

const blank: GolfCartValues = {
  pickup_location: '',
  dropoff_location: '',
  duration: defaultGolfCartDuration,
  time: '',
  comments: '',
};

/** A queued payload back into the form (Edit & resend). */
export function valuesFromPayload(payload: GolfCartRequest): GolfCartValues {
  const { pickup_location, dropoff_location, duration, time, comments = '' } = payload;
  return { pickup_location, dropoff_location, duration, time, comments };
}

interface GolfCartFormProps {
  user: SessionUser | null;
  /** Values to start from (Edit & resend); the page remounts the form to reset it. */
  initial?: GolfCartValues;
  editing?: boolean;
  onSubmit: (payload: GolfCartRequest) => Promise<void>;
  onCancelEdit?: () => void;
}

export function GolfCartForm({
  user,
  initial,
  editing,
  onSubmit,
  onCancelEdit,
}: GolfCartFormProps) {
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<
    GolfCartValues,
    unknown,
    z.output<typeof golfCartForm>
  >({ resolver: zodResolver(golfCartForm), defaultValues: initial ?? blank });
  const { errors } = formState;

  const send = handleSubmit(async (fields) => {
    if (!user) return;
    const payload: GolfCartRequest = {
      ...fields,
      date: indiaDay(),
      // SPEC.md §3: the user's id is their phone number, and fills both fields.
      user_id: user.id,
      phone_number: user.id,
      apartment_number: user.apartmentNumber,
    };
    // The session's phone or apartment: not the user's typing, so said above the form.
    const checked = golfCartRequest.safeParse(payload);
    if (!checked.success) {
      setFormError(checked.error.issues[0]?.message);
      return;
    }
    setFormError(undefined);
    try {
      await onSubmit(payload);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  const submit = (event: FormEvent) => {
    // Signed out, there is nobody to ask for: say so before judging the fields.
    if (!user) {
      event.preventDefault();
      setFormError(messages.golfCartLoginRequired);
      return;
    }
    void send(event);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {formError && <Banner tone="error">{formError}</Banner>}
      <Field
        label="Pickup location"
        // Edit & resend puts the user back at the top of the form, where the fix starts.
        autoFocus={editing}
        {...register('pickup_location')}
        error={errors.pickup_location?.message}
      />
      <Field
        label="Drop-off location"
        {...register('dropoff_location')}
        error={errors.dropoff_location?.message}
      />
      <SelectField
        label="Duration"
        options={golfCartDurations}
        format={(minutes) => `${minutes} minutes`}
        {...register('duration', { valueAsNumber: true })}
        error={errors.duration?.message}
      />
      <Field
        label="Time"
        type="time"
        hint="Later today, India time"
        {...register('time')}
        error={errors.time?.message}
      />
      <TextAreaField
        label="Comments (optional)"
        rows={3}
        maxLength={textMax.comment}
        {...register('comments')}
        error={errors.comments?.message}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting}>
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
