/**
 * Dues settings (issue 33): the estate's UPI ID (a business one) and payee name, how often it
 * bills and on which day it is due, the late fee, and the optional booking block for flats long
 * overdue. The result stays under the button until the next save.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { lateFeeKinds, type DuesSettings } from '../../../contract/dues/billing';
import { billingCycles } from '../../../contract/dues/periods';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import admin from '../../ui/admin-list.module.css';
import {
  cycleNames,
  lateFeeNames,
  settingsForm,
  settingsValues,
  type SettingsValues,
} from './settings-values';
import { settingsQuery, useSaveSettings } from './use-dues-admin';
import styles from './admin-dues.module.css';

export function DuesSettingsSection({ online }: { online: boolean }) {
  const settings = useQuery(settingsQuery());
  return (
    <section aria-labelledby="dues-settings" className={styles.section}>
      <h2 id="dues-settings">Settings</h2>
      {settings.data ? (
        <SettingsForm initial={settings.data} online={online} />
      ) : settings.isError ? (
        <Banner tone="error">
          {errorMessage(settings.error, messages.duesSettingsLoadFailed)}
        </Banner>
      ) : (
        <Spinner label="Loading the dues settings…" />
      )}
    </section>
  );
}

function SettingsForm({ initial, online }: { initial: DuesSettings; online: boolean }) {
  const save = useSaveSettings();
  const { control, register, handleSubmit, formState } = useForm<
    SettingsValues,
    unknown,
    DuesSettings
  >({ resolver: zodResolver(settingsForm), defaultValues: settingsValues(initial) });
  const { errors } = formState;
  const lateFee = useWatch({ control, name: 'late_fee_kind' });
  const submit = handleSubmit((body) => save.mutate(body));

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={admin.card}
      aria-label="Dues settings"
    >
      <Field
        label="Estate's UPI ID"
        hint={messages.upiVpaMerchant}
        autoComplete="off"
        autoCapitalize="none"
        {...register('upi_vpa')}
        error={errors.upi_vpa?.message}
      />
      <Field label="Payee name" {...register('payee_name')} error={errors.payee_name?.message} />
      <SelectField
        label="Billing"
        options={billingCycles}
        format={(cycle) => cycleNames[cycle as keyof typeof cycleNames]}
        {...register('billing_cycle')}
        error={errors.billing_cycle?.message}
      />
      <Field
        label="Due on day of the month"
        type="number"
        min={1}
        max={28}
        {...register('due_day', { valueAsNumber: true })}
        error={errors.due_day?.message}
      />
      <SelectField
        label="Late fee"
        options={lateFeeKinds}
        format={(kind) => lateFeeNames[kind as keyof typeof lateFeeNames]}
        {...register('late_fee_kind')}
        error={errors.late_fee_kind?.message}
      />
      {lateFee === 'interest' && (
        <Field
          label="Yearly interest (%)"
          inputMode="decimal"
          {...register('late_fee_yearly_bp')}
          error={errors.late_fee_yearly_bp?.message}
        />
      )}
      {lateFee === 'fixed' && (
        <Field
          label="Fixed fee (₹)"
          inputMode="decimal"
          {...register('late_fee_fixed_paise')}
          error={errors.late_fee_fixed_paise?.message}
        />
      )}
      {lateFee !== 'none' && (
        <Field
          label="Grace (days after the due date)"
          type="number"
          min={0}
          {...register('late_fee_grace_days', { valueAsNumber: true })}
          error={errors.late_fee_grace_days?.message}
        />
      )}
      <Field
        label="No court or banquet booking when overdue more than (days)"
        hint="0 turns this off. A refused booking says why and how much is due."
        type="number"
        min={0}
        {...register('booking_block_days', { valueAsNumber: true })}
        error={errors.booking_block_days?.message}
      />
      <Button type="submit" busy={save.isPending} disabled={!online}>
        Save settings
      </Button>
      <div aria-live="polite" className={styles.result}>
        {save.isSuccess && <Banner tone="success">{messages.duesSettingsSaved}</Banner>}
        {save.isError && (
          <Banner tone="error">{errorMessage(save.error, messages.duesSettingsSaveFailed)}</Banner>
        )}
      </div>
    </form>
  );
}
