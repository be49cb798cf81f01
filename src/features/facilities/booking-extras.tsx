/** The rest of the court booking form: duration (the sport's own), notes and the terms box. */
import { useId } from 'react';
import { sportDurations, type CourtSport } from '../../../contract/bookings/bookings';
import fieldStyles from '../../ui/field.module.css';
import { SelectField, TextAreaField } from '../../ui/select-field';
import type { BookingErrors, BookingValues } from './booking-values';
import styles from './facilities.module.css';

interface BookingExtrasProps {
  sport: CourtSport;
  values: Pick<BookingValues, 'duration' | 'notes' | 'terms'>;
  errors: BookingErrors;
  onDuration: (minutes: number) => void;
  onNotes: (notes: string) => void;
  onTerms: (accepted: boolean) => void;
}

export function BookingExtras(props: BookingExtrasProps) {
  const { sport, values, errors, onDuration, onNotes, onTerms } = props;
  const termsErrorId = `${useId()}-terms-error`;
  return (
    <>
      <SelectField
        label="Duration"
        name="duration"
        options={sportDurations[sport]}
        format={(minutes) => `${minutes} minutes`}
        value={values.duration}
        error={errors.duration}
        onChange={(event) => onDuration(Number(event.target.value))}
      />
      <TextAreaField
        label="Notes (optional)"
        name="notes"
        maxLength={500}
        value={values.notes}
        onChange={(event) => onNotes(event.target.value)}
      />
      <div className={fieldStyles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="terms"
            checked={values.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
            onChange={(event) => onTerms(event.target.checked)}
          />
          I accept the terms and conditions of the estate&apos;s facilities
        </label>
        {errors.terms && (
          <p id={termsErrorId} className={fieldStyles.error} role="alert">
            {errors.terms}
          </p>
        )}
      </div>
    </>
  );
}
