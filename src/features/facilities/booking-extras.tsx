/** The rest of the court booking form: duration (the sport's own), notes and the terms box. */
import { useId } from 'react';
import { sportDurations, type CourtSport } from '../../../contract/bookings/bookings';
import fieldStyles from '../../ui/field.module.css';
import { SelectField, TextAreaField } from '../../ui/select-field';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BookingFormValues } from './booking-form';
import styles from './facilities.module.css';

interface BookingExtrasProps {
  sport: CourtSport;
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
}

export function BookingExtras(props: BookingExtrasProps) {
  const { sport, register, errors } = props;
  const termsErrorId = `${useId()}-terms-error`;
  return (
    <>
      <SelectField
        label="Duration"
        options={sportDurations[sport]}
        format={(minutes) => `${minutes} minutes`}
        {...register('duration', { valueAsNumber: true })}
        error={errors.duration?.message}
      />
      <TextAreaField
        label="Notes (optional)"
        maxLength={500}
        {...register('notes')}
        error={errors.notes?.message}
      />
      <div className={fieldStyles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            {...register('terms')}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
          />
          I accept the terms and conditions of the estate&apos;s facilities
        </label>
        {errors.terms && (
          <p id={termsErrorId} className={fieldStyles.error} role="alert">
            {errors.terms.message}
          </p>
        )}
      </div>
    </>
  );
}
