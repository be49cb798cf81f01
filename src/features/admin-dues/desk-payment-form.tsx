/**
 * Recording a payment taken at the desk (issue 33): cash, a cheque, or a transfer seen in the
 * bank. It is confirmed at once, and its receipt opens from the result, which stays under the
 * button until the next one. One Idempotency-Key per payment written: a retry after a lost
 * answer records it once, and the server refuses one key with two bodies.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { paymentModeNames, type DeskPayment, type Payment } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { indiaDay } from '../../lib/india-time';
import { newId, sameJson } from '../../offline/ids';
import { ApartmentField } from '../../ui/apartment-field';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { KeepWhole } from '../../ui/keep-whole';
import { SelectField } from '../../ui/select-field';
import admin from '../../ui/admin-list.module.css';
import {
  blankDeskPayment,
  deskModes,
  deskPaymentForm,
  deskReferenceHints,
  type DeskPaymentValues,
} from './desk-payment-values';
import { useRecordDeskPayment } from './use-dues-admin';
import styles from './admin-dues.module.css';

interface DeskPaymentFormProps {
  online: boolean;
  onReceipt: (payment: Payment) => void;
}

export function DeskPaymentForm({ online, onReceipt }: DeskPaymentFormProps) {
  const today = indiaDay();
  const schema = useMemo(() => deskPaymentForm(today), [today]);
  const record = useRecordDeskPayment();
  const [tried, setTried] = useState<{ key: string; body: DeskPayment }>();
  const { control, register, handleSubmit, formState, reset } = useForm<
    DeskPaymentValues,
    unknown,
    DeskPayment
  >({ resolver: zodResolver(schema), defaultValues: blankDeskPayment() });
  const { errors } = formState;
  const mode = useWatch({ control, name: 'mode' });

  const submit = handleSubmit((body) => {
    const key = tried && sameJson(tried.body, body) ? tried.key : newId();
    setTried({ key, body });
    record.mutate(
      { body, key },
      {
        onSuccess: () => {
          setTried(undefined);
          reset(blankDeskPayment());
        },
      },
    );
  });
  const done = record.data;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={admin.card}
      aria-label="Record a payment"
    >
      <Controller
        control={control}
        name="apartment"
        render={({ field, fieldState }) => (
          <ApartmentField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onValue={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.pair}>
        <Field
          label="Amount (₹)"
          inputMode="decimal"
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
      </div>
      <SelectField
        label="How it was paid"
        options={deskModes}
        format={(option) => paymentModeNames[option as keyof typeof paymentModeNames]}
        {...register('mode')}
        error={errors.mode?.message}
      />
      <Field
        label="Reference"
        hint={deskReferenceHints[mode]}
        autoComplete="off"
        {...register('reference')}
        error={errors.reference?.message}
      />
      <Field
        label="Paid by"
        hint="The name the receipt is made out to"
        {...register('payer_name')}
        error={errors.payer_name?.message}
      />
      <Button type="submit" busy={record.isPending} disabled={!online}>
        Record payment
      </Button>
      <div aria-live="polite" className={styles.result}>
        {record.isError && (
          <Banner tone="error">{errorMessage(record.error, messages.paymentRecordFailed)}</Banner>
        )}
        {done && (
          <Banner
            tone="success"
            action={
              done.receipt_number && (
                <Button variant="secondary" onClick={() => onReceipt(done)}>
                  Open receipt
                </Button>
              )
            }
          >
            <KeepWhole
              text={messages.paymentRecorded(done.receipt_number ?? '', done.apartment)}
              whole={done.receipt_number ?? ''}
            />
          </Banner>
        )}
      </div>
    </form>
  );
}
