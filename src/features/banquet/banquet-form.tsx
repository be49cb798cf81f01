/** SPEC.md §2 /banquet-hall-booking and §5 Banquet: the request form. */
import { useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { banquetRules, type BanquetRequest } from '../../../contract/bookings/banquet';
import type { IndiaMoment } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { formatClock } from '../../lib/format-date';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { BanquetChoices } from './banquet-choices';
import {
  banquetDateWindow,
  banquetDefaults,
  checkBanquet,
  type BanquetErrors,
  type BanquetField,
  type BanquetValues,
} from './banquet-values';
import styles from './banquet.module.css';
import { textMax } from '../../../contract/platform/fields';

interface BanquetFormProps {
  user: SessionUser | null;
  now: IndiaMoment;
  online: boolean;
  offlineId: string;
  busy: boolean;
  /** Rejects with the message to show. */
  onSubmit: (payload: BanquetRequest) => Promise<void>;
}

const order: BanquetField[] = ['date', 'start', 'end', 'purpose', 'guests', 'name', 'phone'];

export function BanquetForm({ user, now, online, offlineId, busy, onSubmit }: BanquetFormProps) {
  const [values, setValues] = useState<BanquetValues>(() => banquetDefaults(user));
  const [errors, setErrors] = useState<BanquetErrors>({});
  const [formError, setFormError] = useState<string>();
  const range = banquetDateWindow(now.date);

  const set = <K extends BanquetField>(field: K, value: BanquetValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!online || busy) return;
    const form = event.currentTarget;
    const check = checkBanquet(values, user, now);
    setErrors(check.ok ? {} : check.errors);
    setFormError(check.ok ? undefined : check.formError);
    if (!check.ok) {
      const first = [...order, 'apartment'].find((field) => field in check.errors);
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      await onSubmit(check.payload); // the page then remounts a fresh form (SPEC.md §4)
    } catch (error) {
      setFormError(error instanceof Error ? error.message : messages.banquetFailed);
    }
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label="Banquet hall request">
      {formError && <Banner tone="error">{formError}</Banner>}
      <Field
        label="Booking date"
        name="date"
        type="date"
        min={range.min}
        max={range.max}
        hint="From today up to 3 months in advance"
        value={values.date}
        error={errors.date}
        onChange={(event) => set('date', event.target.value)}
      />
      <div className={styles.pair}>
        <SelectField
          label="Start time"
          name="start"
          options={banquetRules.startOptions}
          format={(time) => formatClock(String(time))}
          value={values.start}
          error={errors.start}
          onChange={(event) => set('start', event.target.value)}
        />
        <SelectField
          label="End time"
          name="end"
          options={banquetRules.endOptions}
          format={(time) => formatClock(String(time))}
          value={values.end}
          error={errors.end}
          onChange={(event) => set('end', event.target.value)}
        />
      </div>
      <Field
        label="Purpose of booking"
        name="purpose"
        maxLength={textMax.line}
        value={values.purpose}
        error={errors.purpose}
        onChange={(event) => set('purpose', event.target.value)}
      />
      <Field
        label="Expected guests"
        name="guests"
        type="number"
        inputMode="numeric"
        min={banquetRules.minGuests}
        max={banquetRules.maxGuests}
        value={values.guests}
        error={errors.guests}
        onChange={(event) => set('guests', event.target.value)}
      />
      <BanquetChoices values={values} errors={errors} set={set} />
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
