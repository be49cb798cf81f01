/** Adds or edits one charge head; the contract's schema (charge-head-values.ts) checks it. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { chargeBases, type ChargeHead, type ChargeHeadInput } from '../../../contract/dues/billing';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import {
  basisNames,
  chargeHeadForm,
  chargeHeadValues,
  type ChargeHeadValues,
} from './charge-head-values';
import styles from './admin-dues.module.css';

interface ChargeHeadFormProps {
  head?: ChargeHead;
  /** Where a new head starts: this month. */
  month: string;
  online: boolean;
  busy: boolean;
  onSave: (body: ChargeHeadInput) => void;
  onCancel: () => void;
}

const rateLabels = {
  per_flat: 'Rate per flat, a month (₹)',
  per_sqft: 'Rate per sq ft, a month (₹)',
  fixed_listed: 'Amount per listed flat, a month (₹)',
} as const;

export function ChargeHeadForm({
  head,
  month,
  online,
  busy,
  onSave,
  onCancel,
}: ChargeHeadFormProps) {
  const { control, register, handleSubmit, formState } = useForm<
    ChargeHeadValues,
    unknown,
    ChargeHeadInput
  >({ resolver: zodResolver(chargeHeadForm), defaultValues: chargeHeadValues(head, month) });
  const { errors } = formState;
  const basis = useWatch({ control, name: 'basis' });
  const submit = handleSubmit((body) => onSave(body));

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={styles.form}
      aria-label={head ? `Edit ${head.name}` : 'New charge head'}
    >
      <Field label="Name" {...register('name')} error={errors.name?.message} />
      <SelectField
        label="Charged"
        options={chargeBases}
        format={(option) => basisNames[option as keyof typeof basisNames]}
        {...register('basis')}
        error={errors.basis?.message}
      />
      <Field
        label={rateLabels[basis]}
        inputMode="decimal"
        {...register('rate_paise')}
        error={errors.rate_paise?.message}
      />
      <Field
        label="GST (%)"
        hint="0 when no GST is charged"
        inputMode="decimal"
        {...register('gst_bp')}
        error={errors.gst_bp?.message}
      />
      {basis === 'fixed_listed' && (
        <Field
          label="Flats charged"
          hint="Apartment numbers, separated by commas or spaces"
          {...register('flats')}
          error={errors.flats?.message}
        />
      )}
      <div className={styles.pair}>
        <Field
          label="Active from (month)"
          type="month"
          {...register('active_from')}
          error={errors.active_from?.message}
        />
        <Field
          label="Active until (month, optional)"
          type="month"
          {...register('active_until')}
          error={errors.active_until?.message}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy} disabled={!online}>
          {head ? 'Save charge head' : 'Add charge head'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
