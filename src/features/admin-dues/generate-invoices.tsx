/**
 * Generating a period's invoices (issue 33): a preview first, which stores nothing (totals per
 * charge head, how many flats and invoices, and anything odd such as a flat with no area), then
 * "Publish N invoices" for exactly what was previewed. Changing the period or the due date asks
 * for a new preview. Generating a period twice never bills a flat twice (the server holds it).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import { generateInvoices, type GenerationResult } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import { periodName } from '../../../contract/dues/periods';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { indiaDay } from '../../lib/india-time';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import admin from '../../ui/admin-list.module.css';
import { settingsQuery, useGenerateInvoices } from './use-dues-admin';
import styles from './admin-dues.module.css';

const periodForm = generateInvoices.omit({ preview: true });
type PeriodValues = z.input<typeof periodForm>;

export function GenerateInvoices({ online }: { online: boolean }) {
  const settings = useQuery(settingsQuery());
  return (
    <section aria-labelledby="dues-generate" className={styles.section}>
      <h2 id="dues-generate">Generate invoices</h2>
      {settings.isPending ? (
        <Spinner label="Loading the dues settings…" />
      ) : (
        // The due date starts on the settings' due day (the 10th if they could not be read).
        <GenerateForm online={online} dueDay={settings.data?.due_day ?? 10} />
      )}
    </section>
  );
}

function GenerateForm({ online, dueDay }: { online: boolean; dueDay: number }) {
  const month = indiaDay().slice(0, 7);
  const generate = useGenerateInvoices();
  const [preview, setPreview] = useState<{ asked: PeriodValues; result: GenerationResult }>();
  const { control, register, handleSubmit, formState } = useForm<PeriodValues>({
    resolver: zodResolver(periodForm),
    defaultValues: { period: month, due_date: `${month}-${String(dueDay).padStart(2, '0')}` },
  });
  const { errors } = formState;
  const values = useWatch({ control });
  // A preview is for the period and due date it was asked with, not whatever is typed since.
  const current =
    preview && preview.asked.period === values.period && preview.asked.due_date === values.due_date
      ? preview.result
      : undefined;

  const ask = handleSubmit((asked) =>
    generate.mutate(
      { ...asked, preview: true },
      { onSuccess: (result) => setPreview({ asked, result }) },
    ),
  );
  const publish = () => {
    if (!preview) return;
    generate.mutate(
      { ...preview.asked, preview: false },
      { onSuccess: () => setPreview(undefined) },
    );
  };
  const published = generate.data && !generate.data.preview ? generate.data : undefined;

  return (
    <form onSubmit={(event) => void ask(event)} noValidate className={admin.card}>
      <div className={styles.pair}>
        <Field label="Period" type="month" {...register('period')} error={errors.period?.message} />
        <Field
          label="Due date"
          type="date"
          {...register('due_date')}
          error={errors.due_date?.message}
        />
      </div>
      <Button type="submit" variant="secondary" busy={generate.isPending} disabled={!online}>
        Preview
      </Button>
      {current && (
        <PreviewResult
          result={current}
          online={online}
          busy={generate.isPending}
          onPublish={publish}
        />
      )}
      <div aria-live="polite" className={styles.result}>
        {generate.isError && (
          <Banner tone="error">
            {errorMessage(generate.error, messages.invoicesGenerateFailed)}
          </Banner>
        )}
        {published && (
          <Banner tone="success">
            {messages.invoicesPublished(
              published.invoices,
              periodName(published.period),
              published.already_billed,
            )}
          </Banner>
        )}
      </div>
    </form>
  );
}

interface PreviewResultProps {
  result: GenerationResult;
  online: boolean;
  busy: boolean;
  onPublish: () => void;
}

function PreviewResult({ result, online, busy, onPublish }: PreviewResultProps) {
  return (
    <section aria-label="Preview" className={styles.preview}>
      <h3>
        {periodName(result.period)}: {result.invoices}{' '}
        {result.invoices === 1 ? 'invoice' : 'invoices'} for {result.flats}{' '}
        {result.flats === 1 ? 'flat' : 'flats'}
      </h3>
      {result.already_billed > 0 && (
        <p>
          {result.already_billed}{' '}
          {result.already_billed === 1 ? 'flat already has' : 'flats already have'} this
          period&apos;s invoice: not billed again.
        </p>
      )}
      <dl className={styles.totals}>
        {result.heads.map((head) => (
          <div key={head.name}>
            <dt>{head.name}</dt>
            <dd>{formatRupees(head.amount_paise)}</dd>
          </div>
        ))}
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatRupees(result.total_paise)}</dd>
        </div>
      </dl>
      {result.odd.length > 0 && (
        <>
          <h4>To look at first</h4>
          <ul aria-label="To look at first" className={styles.problems}>
            {result.odd.map((odd, index) => (
              <li key={`${odd.apartment}-${index}`}>
                <strong>{odd.apartment}</strong>: {odd.problem}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.invoices > 0 ? (
        <Button busy={busy} disabled={!online} onClick={onPublish}>
          Publish {result.invoices} {result.invoices === 1 ? 'invoice' : 'invoices'}
        </Button>
      ) : (
        <p>Nothing to publish: every flat already has this period&apos;s invoice.</p>
      )}
    </section>
  );
}
