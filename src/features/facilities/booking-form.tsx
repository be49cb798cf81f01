/**
 * The court booking form (SPEC.md §2 /booking/{facilityId}, §5 Facility booking): day, open slot,
 * duration, notes, terms. Online-only: offline, Confirm is disabled and the page says why.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { SessionUser } from '../../../contract/sign-in/auth';
import {
  bookableDates,
  bookingRequest,
  defaultDuration,
  sportTypeToWire,
  type AvailabilitySlot,
  type CourtSport,
} from '../../../contract/bookings/bookings';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { useIndiaNow } from '../../lib/use-india-now';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { BookingExtras } from './booking-extras';
import { BookingSuccess } from './booking-success';
import { DayToggle, SlotGrid } from './slot-grid';
import { useAvailability } from './use-availability';
import { useBookFacility } from './use-book-facility';
import styles from './facilities.module.css';

/**
 * What the resident chooses, judged by the contract's `bookingRequest` (the server's schema);
 * the day is the toggle's own (always a bookable one) and the terms box is the form's own rule.
 */
const bookingForm = bookingRequest
  .pick({ time_slot: true, duration: true, notes: true })
  .extend({ terms: z.boolean().refine((accepted) => accepted, messages.termsRequired) });
export type BookingFormValues = z.input<typeof bookingForm>;

interface BookingFormProps {
  sport: CourtSport;
  facilityName: string;
  user: SessionUser | null;
  /** Slots the facilities card already had, shown while the grid refreshes. */
  arrival?: { date: string; slots: AvailabilitySlot[] };
  onCancel: () => void;
}

export function BookingForm({ sport, facilityName, user, arrival, onCancel }: BookingFormProps) {
  const id = useId();
  const now = useIndiaNow();
  const { online } = useConnectivity();
  const dates = bookableDates(now);
  const [chosenDate, setChosenDate] = useState(dates[0]);
  // Past midnight "today" moves on: a choice that is no longer bookable falls back to today.
  const date = dates.includes(chosenDate) ? chosenDate : dates[0];
  const availability = useAvailability(sport, date, now, {
    placeholder: arrival?.date === date ? arrival.slots : undefined,
  });
  const booking = useBookFacility();
  const [formError, setFormError] = useState<string>();
  const { control, register, handleSubmit, formState, getValues, setValue } = useForm<
    BookingFormValues,
    unknown,
    z.output<typeof bookingForm>
  >({
    resolver: zodResolver(bookingForm),
    defaultValues: { time_slot: '', duration: defaultDuration(sport), notes: '', terms: false },
  });
  // A slot that closed (cutoff) or went (refetch) is no longer selected.
  const chosen = (slot: string) => (availability.slots.includes(slot) ? slot : '');

  const send = handleSubmit(
    ({ time_slot, duration, notes }) => {
      if (!user?.id) {
        setFormError(messages.userNotAuthenticated);
        return;
      }
      setFormError(undefined);
      const payload = {
        user_id: user.id,
        sport_type: sportTypeToWire(sport),
        booking_date: date,
        time_slot,
        duration,
        ...(notes ? { notes } : {}),
      };
      booking.mutate(payload, {
        onError: (error) => {
          setFormError(error.message);
          // SPEC: a slot taken meanwhile; the grid refreshes (onSettled) and the choice is cleared.
          if (isApiError(error) && error.status === 409) setValue('time_slot', '');
        },
      });
    },
    () => setFormError(undefined),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || booking.isPending || booking.isSuccess) return;
    setValue('time_slot', chosen(getValues('time_slot')));
    void send(event);
  };

  const offlineId = `${id}-offline`;
  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={`Book ${facilityName}`}>
      {!online && <Notice id={offlineId}>{messages.bookingsOnlineOnly}</Notice>}
      {formError && <Banner tone="error">{formError}</Banner>}
      <DayToggle
        dates={dates}
        value={date}
        disabled={booking.isSuccess}
        onChange={(next) => {
          setChosenDate(next);
          setValue('time_slot', '');
        }}
      />
      <Controller
        control={control}
        name="time_slot"
        render={({ field, fieldState }) => (
          <SlotGrid
            ref={field.ref}
            slots={availability.slots}
            loading={availability.loading}
            refreshing={availability.fetching && !availability.loading}
            value={chosen(field.value)}
            error={fieldState.error?.message}
            errorId={`${id}-time-slot-error`}
            disabled={booking.isSuccess}
            onChange={field.onChange}
          />
        )}
      />
      <BookingExtras sport={sport} register={register} errors={formState.errors} />
      {booking.data && <BookingSuccess booking={booking.data} facilityName={facilityName} />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          busy={booking.isPending}
          disabled={!online || booking.isSuccess}
          aria-describedby={online ? undefined : offlineId}
        >
          Confirm Booking
        </Button>
      </div>
    </form>
  );
}
