/**
 * The "I have paid" form of one invoice: how much, when, how and the reference. React-hook-form
 * with the contract's schema (notice-form-values.ts), so each field says what the server would;
 * the first wrong field takes focus. What it sends goes to the outbox, online or not.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Invoice } from '../../../contract/dues/billing';
import { paymentModeNames, type PaymentNotice } from '../../../contract/dues/payments';
import { indiaDay } from '../../lib/india-time';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import {
  noticeForm,
  noticeModes,
  publishedDay,
  referenceHints,
  type NoticeMode,
  type NoticeValues,
} from './notice-form-values';
import styles from './dues.module.css';

interface PaymentNoticeFormProps {
  invoice: Invoice;
  initial: NoticeValues;
  /** A refused notice being fixed and sent again. */
  fixing: boolean;
  onSubmit: (notice: PaymentNotice) => Promise<void>;
  onCancel: () => void;
}

export function PaymentNoticeForm(props: PaymentNoticeFormProps) {
  const { invoice, initial, fixing, onSubmit, onCancel } = props;
  const [formError, setFormError] = useState<string>();
  const today = indiaDay();
  const schema = useMemo(() => noticeForm(today, publishedDay(invoice)), [today, invoice]);
  const { control, register, handleSubmit, formState } = useForm<
    NoticeValues,
    unknown,
    PaymentNotice
  >({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors } = formState;
  const mode = useWatch({ control, name: 'mode' }) as NoticeMode;

  const submit = handleSubmit(async (notice) => {
    setFormError(undefined);
    try {
      await onSubmit(notice);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={styles.form}
      aria-label={`I have paid ${invoice.number}`}
    >
      {formError && <Banner tone="error">{formError}</Banner>}
      <Field
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        {...register('amount_paise')}
        error={errors.amount_paise?.message}
      />
      <Field
        label="Paid on"
        type="date"
        max={today}
        {...register('paid_on')}
        error={errors.paid_on?.message}
      />
      <SelectField
        label="How you paid"
        options={noticeModes}
        format={(option) => paymentModeNames[option as NoticeMode]}
        {...register('mode')}
        error={errors.mode?.message}
      />
      <Field
        label="Reference"
        hint={referenceHints[mode] ?? referenceHints.upi}
        autoComplete="off"
        {...register('reference')}
        error={errors.reference?.message}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting}>
          {fixing ? 'Resend' : 'Send'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
