/** One flat: its area, editable in place, and what it owes; a save's result stays in the row. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { flatArea, type DuesFlat } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { balanceWords } from './words';
import { useSetFlatArea } from './use-dues-admin';
import styles from './admin-dues.module.css';

type AreaValues = z.input<typeof flatArea>;

export function FlatAreaRow({ flat, online }: { flat: DuesFlat; online: boolean }) {
  const save = useSetFlatArea();
  const { register, handleSubmit, formState } = useForm<AreaValues>({
    resolver: zodResolver(flatArea),
    defaultValues: { area_sqft: flat.area_sqft ?? Number.NaN },
  });
  const submit = handleSubmit(({ area_sqft }) =>
    save.mutate({ apartment: flat.apartment, area: area_sqft }),
  );

  return (
    <li className={styles.flatRow}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={`Area of ${flat.apartment}`}
        className={styles.flatForm}
      >
        <p className={styles.flatName}>
          <strong>{flat.apartment}</strong>
          <span className={styles.muted}>{balanceWords(flat.balance_paise)}</span>
        </p>
        <Field
          label={`Area of ${flat.apartment} (sq ft)`}
          type="number"
          min={1}
          inputMode="numeric"
          {...register('area_sqft', { valueAsNumber: true })}
          error={formState.errors.area_sqft?.message}
        />
        <Button type="submit" variant="secondary" busy={save.isPending} disabled={!online}>
          Save
        </Button>
      </form>
      <div aria-live="polite">
        {save.isSuccess && (
          <Banner tone="success">
            {messages.flatAreaSaved(flat.apartment, save.variables.area)}
          </Banner>
        )}
        {save.isError && (
          <Banner tone="error">{errorMessage(save.error, messages.flatAreaSaveFailed)}</Banner>
        )}
      </div>
    </li>
  );
}
