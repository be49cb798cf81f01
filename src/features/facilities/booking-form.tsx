/**
 * The court booking form (SPEC.md §2 /booking/{facilityId}, §5 Facility booking): day, open slot,
 * duration, notes, terms. Online-only: offline, Confirm is disabled and the page says why.
 */
import { useId, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../contract/sign-in/auth';
import {
  bookableDates,
  defaultDuration,
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
import fieldStyles from '../../ui/field.module.css';
import { BookingExtras } from './booking-extras';
import { BookingSuccess } from './booking-success';
import { checkBooking, type BookingErrors, type BookingField } from './booking-values';
import { DayToggle, SlotGrid } from './slot-grid';
import { useAvailability } from './use-availability';
import { useBookFacility } from './use-book-facility';
import styles from './facilities.module.css';

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
  const [picked, setPicked] = useState('');
  // A slot that closed (cutoff) or went (refetch) is no longer selected.
  const timeSlot = availability.slots.includes(picked) ? picked : '';
  const [duration, setDuration] = useState(() => defaultDuration(sport));
  const [notes, setNotes] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [formError, setFormError] = useState<string>();
  const booking = useBookFacility();

  const clear = (field: BookingField) => setErrors((current) => ({ ...current, [field]: '' }));
  const errorId = (field: BookingField) => `${id}-${field}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || booking.isPending || booking.isSuccess) return;
    const values = { date, timeSlot, duration, notes, terms };
    const check = checkBooking(values, sport, user);
    setErrors(check.ok ? {} : check.errors);
    setFormError(check.ok ? undefined : check.formError);
    if (!check.ok) return;
    booking.mutate(check.payload, {
      onError: (error) => {
        setFormError(error.message);
        // SPEC: a slot taken meanwhile; the grid refreshes (onSettled) and the choice is cleared.
        if (isApiError(error) && error.status === 409) setPicked('');
      },
    });
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
          setPicked('');
          clear('date');
        }}
      />
      {errors.date && (
        <p className={fieldStyles.error} role="alert">
          {errors.date}
        </p>
      )}
      <SlotGrid
        slots={availability.slots}
        loading={availability.loading}
        refreshing={availability.fetching && !availability.loading}
        value={timeSlot}
        error={errors.timeSlot}
        errorId={errorId('timeSlot')}
        disabled={booking.isSuccess}
        onChange={(slot) => {
          setPicked(slot);
          clear('timeSlot');
        }}
      />
      <BookingExtras
        sport={sport}
        values={{ duration, notes, terms }}
        errors={errors}
        onDuration={(minutes) => {
          setDuration(minutes);
          clear('duration');
        }}
        onNotes={setNotes}
        onTerms={(accepted) => {
          setTerms(accepted);
          clear('terms');
        }}
      />
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
