/**
 * A bank's columns, set once (issue 33): the headers its CSV export gives the date, narration,
 * reference and credit columns, saved under the bank's name so its statements read by them.
 * The contract's schema (bankColumns, bankName) checks the form as the server checks the body.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  bankColumns,
  bankName,
  defaultBankColumns,
  type BankFormat,
} from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useSaveBankFormat } from './use-bank-statements';
import styles from './admin-dues.module.css';

const bankFormatForm = bankColumns.extend({ name: bankName });
type BankFormatValues = z.input<typeof bankFormatForm>;
type BankFormatOutput = z.output<typeof bankFormatForm>;

export function BankFormatForm({
  online,
  onSaved,
}: {
  online: boolean;
  onSaved: (bank: BankFormat) => void;
}) {
  const save = useSaveBankFormat();
  const { register, handleSubmit, formState } = useForm<
    BankFormatValues,
    unknown,
    BankFormatOutput
  >({
    resolver: zodResolver(bankFormatForm),
    defaultValues: { name: '', ...defaultBankColumns },
  });
  const { errors } = formState;
  const submit = handleSubmit(({ name, ...columns }) =>
    save.mutate({ name, columns }, { onSuccess: onSaved }),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={styles.form}
      aria-label="A bank's columns"
    >
      <Field label="Bank" hint="e.g. HDFC" {...register('name')} error={errors.name?.message} />
      <Field label="Date column" {...register('date')} error={errors.date?.message} />
      <Field
        label="Narration column"
        {...register('narration')}
        error={errors.narration?.message}
      />
      <Field
        label="Reference column"
        {...register('reference')}
        error={errors.reference?.message}
      />
      <Field label="Credit column" {...register('credit')} error={errors.credit?.message} />
      <Button type="submit" variant="secondary" busy={save.isPending} disabled={!online}>
        Save columns
      </Button>
      <div aria-live="polite" className={styles.result}>
        {save.isError && (
          <Banner tone="error">{errorMessage(save.error, messages.bankFormatSaveFailed)}</Banner>
        )}
        {save.data && <Banner tone="success">{messages.bankFormatSaved(save.data.name)}</Banner>}
      </div>
    </form>
  );
}
