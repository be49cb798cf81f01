/**
 * SPEC.md §2 /banquet-hall-booking and §5 Banquet: the request form. Checked by the contract's
 * own `banquetRequest` (react-hook-form with its zod schema), so the form says what the server
 * would; the date window and "already started today" need India's clock, so they are checked
 * here too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { SessionUser } from '../../../contract/sign-in/auth';
import {
  banquetRequest,
  banquetRules,
  type BanquetRequest,
} from '../../../contract/bookings/banquet';
import { addDays, inIndia, type IndiaMoment } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { textMax } from '../../../contract/platform/fields';
import { formatClock } from '../../lib/format-date';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { BanquetChoices } from './banquet-choices';
import styles from './banquet.module.css';

/** The date picker's window: today up to 90 days ahead, in India. */
function banquetDateWindow(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, banquetRules.maxDaysAhead) };
}

// Judged whatever else is wrong, as each field's own complaint comes first.
const always = { when: () => true };

const banquetForm = banquetRequest
  .refine(
    ({ booking_date: date }) => {
      const range = banquetDateWindow(inIndia(new Date()).date);
      return typeof date !== 'string' || (date >= range.min && date <= range.max);
    },
    { ...always, message: messages.banquetDateRange, path: ['booking_date'] },
  )
  .refine(
    ({ booking_date: date, start_time: start }) => {
      const now = inIndia(new Date());
      return date !== now.date || typeof start !== 'string' || start > now.time;
    },
    { ...always, message: messages.banquetStartPassed, path: ['start_time'] },
  );
export type BanquetOutput = z.output<typeof banquetForm>;

/** SPEC.md §5/§9 defaults; the contact fields start as the signed-in resident's. */
function banquetDefaults(user: SessionUser | null): BanquetRequest {
  return {
    booking_date: '',
    start_time: banquetRules.defaultStart,
    end_time: banquetRules.defaultEnd,
    purpose: '',
    expected_guests: banquetRules.defaultGuests,
    user_id: user?.id ?? '',
    apartment_number: user?.apartmentNumber ?? '',
    contact_name: user?.name ?? '',
    contact_phone: user?.id ?? '',
    special_requirements: '',
    catering_required: false,
    decoration_required: false,
  };
}

interface BanquetFormProps {
  user: SessionUser | null;
  now: IndiaMoment;
  online: boolean;
  offlineId: string;
  busy: boolean;
  /** Rejects with the message to show. */
  onSubmit: (payload: BanquetRequest) => Promise<void>;
}

export function BanquetForm({ user, now, online, offlineId, busy, onSubmit }: BanquetFormProps) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<BanquetRequest, unknown, BanquetOutput>({
    resolver: zodResolver(banquetForm),
    defaultValues: banquetDefaults(user),
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const range = banquetDateWindow(now.date);

  const send = handleSubmit(async (fields) => {
    if (!user?.id) return;
    setFormError(undefined);
    try {
      // The signed-in resident asks; the page then remounts a fresh form (SPEC.md §4).
      await onSubmit({ ...fields, user_id: user.id });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : messages.banquetFailed);
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || busy) return;
    // Signed out, there is nobody to book for: say so before judging the fields.
    if (!user?.id) {
      setFormError(messages.userNotAuthenticated);
      return;
    }
    void send(event);
  };

  // The session's own id is not the user's typing: its complaint goes above the form.
  const problem = formError ?? errors.user_id?.message;

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label="Banquet hall request">
      {problem && <Banner tone="error">{problem}</Banner>}
      <Field
        label="Booking date"
        type="date"
        min={range.min}
        max={range.max}
        hint="From today up to 3 months in advance"
        {...register('booking_date')}
        error={errors.booking_date?.message}
      />
      <div className={styles.pair}>
        <SelectField
          label="Start time"
          options={banquetRules.startOptions}
          format={(time) => formatClock(String(time))}
          {...register('start_time')}
          error={errors.start_time?.message}
        />
        <SelectField
          label="End time"
          options={banquetRules.endOptions}
          format={(time) => formatClock(String(time))}
          {...register('end_time')}
          error={errors.end_time?.message}
        />
      </div>
      <Field
        label="Purpose of booking"
        maxLength={textMax.line}
        {...register('purpose')}
        error={errors.purpose?.message}
      />
      <Field
        label="Expected guests"
        type="number"
        inputMode="numeric"
        min={banquetRules.minGuests}
        max={banquetRules.maxGuests}
        {...register('expected_guests', { valueAsNumber: true })}
        error={errors.expected_guests?.message}
      />
      <BanquetChoices form={form} />
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={busy}
          disabled={!online}
          aria-describedby={online ? undefined : offlineId}
        >
          Request Booking
        </Button>
      </div>
    </form>
  );
}
