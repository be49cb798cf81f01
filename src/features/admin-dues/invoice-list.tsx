/**
 * Invoices (issue 33), filtered by period, status and apartment, as cards (one column at 360
 * px). One with nothing paid against it can be cancelled with a reason; the cancelling reverses
 * it in the ledger. The result stays in the card, or above the list once the card has left it.
 */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { invoiceStatuses, type Invoice, type InvoiceStatus } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import { periodName } from '../../../contract/dues/periods';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { formatDay } from '../../lib/format-date';
import { ApartmentField } from '../../ui/apartment-field';
import { Banner, type BannerTone } from '../../ui/banner';
import { Button } from '../../ui/button';
import { InvoiceStatusBadge, invoiceStatusName } from '../../ui/dues/status-badges';
import { Field } from '../../ui/field';
import { MovePrompt } from '../../ui/move-prompt';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { invoicesQuery, useCancelInvoice, type InvoiceFilters } from './use-dues-admin';
import styles from './admin-dues.module.css';

interface Outcome {
  id: string;
  tone: BannerTone;
  text: string;
}

export function InvoiceList({ online }: { online: boolean }) {
  const [period, setPeriod] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [apartment, setApartment] = useState('');
  const filters: InvoiceFilters = {
    period: period || undefined,
    status: status || undefined,
    apartment: useDeferredValue(apartment) || undefined,
  };
  const invoices = useQuery(invoicesQuery(filters));
  const cancel = useCancelInvoice();
  const [cancelling, setCancelling] = useState<Invoice>();
  const [promptError, setPromptError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const list = invoices.data ?? [];

  const send = (reason: string) => {
    if (!cancelling) return;
    const { id, number } = cancelling;
    setPromptError(undefined);
    cancel.mutate(
      { id, reason },
      {
        onSuccess: () => {
          setCancelling(undefined);
          setOutcome({ id, tone: 'success', text: messages.invoiceCancelled(number) });
        },
        onError: (error) => setPromptError(errorMessage(error, messages.invoiceCancelFailed)),
      },
    );
  };
  const outcomeBanner = outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>;
  const inList = list.some((invoice) => invoice.id === outcome?.id);

  return (
    <section aria-labelledby="dues-invoices" className={styles.section}>
      <h2 id="dues-invoices">Invoices</h2>
      <div className={styles.filters}>
        <Field
          label="Period"
          type="month"
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
        />
        <SelectField
          label="Status"
          options={['', ...invoiceStatuses]}
          format={(option) => (option ? invoiceStatusName(option as InvoiceStatus) : 'Any')}
          value={status}
          onChange={(event) => setStatus(event.target.value as InvoiceStatus | '')}
        />
        <ApartmentField label="Apartment" value={apartment} onValue={setApartment} />
      </div>
      <div aria-live="polite">{!inList && outcomeBanner}</div>
      {invoices.isError && (
        <Banner tone="error">{errorMessage(invoices.error, messages.invoicesLoadFailed)}</Banner>
      )}
      {!invoices.data && !invoices.isError && <Spinner label="Loading the invoices…" />}
      {invoices.data && (
        <p role="status" className={styles.muted}>
          {list.length} {list.length === 1 ? 'invoice' : 'invoices'}
        </p>
      )}
      <ul className={cards.list} aria-label="Invoices">
        {list.map((invoice) => (
          <li key={invoice.id}>
            <article className={cards.card} aria-label={invoice.number}>
              <div className={cards.head}>
                <h3 className={cards.title}>
                  {invoice.apartment} · {periodName(invoice.period, invoice.billing_cycle)}
                </h3>
                <InvoiceStatusBadge status={invoice.status} />
              </div>
              <p className={cards.muted}>
                {invoice.number} · due {formatDay(invoice.due_date)}
              </p>
              <p>
                {formatRupees(invoice.charges_paise)} billed
                {invoice.arrears_paise !== 0 &&
                  ` · ${formatRupees(invoice.total_due_paise)} with what came before`}
                {invoice.paid_paise > 0 && ` · ${formatRupees(invoice.paid_paise)} paid`}
              </p>
              {invoice.cancelled_reason && <p>Cancelled: {invoice.cancelled_reason}</p>}
              {outcome?.id === invoice.id && outcomeBanner}
              {invoice.status !== 'cancelled' && invoice.paid_paise === 0 && (
                <div className={cards.actions}>
                  <Button
                    variant="danger"
                    aria-label={`Cancel ${invoice.number}`}
                    disabled={!online}
                    onClick={() => {
                      setOutcome(undefined);
                      setPromptError(undefined);
                      setCancelling(invoice);
                    }}
                  >
                    Cancel invoice
                  </Button>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      <MovePrompt
        open={cancelling !== undefined}
        title="Cancel this invoice?"
        message={
          <p>
            {cancelling?.number} for {cancelling?.apartment} is reversed in the ledger; nothing is
            due on it any more.
          </p>
        }
        field="reason"
        reasonRequired={messages.cancelReasonRequired}
        confirmLabel="Cancel invoice"
        danger
        busy={cancel.isPending}
        error={promptError}
        onSubmit={send}
        onCancel={() => setCancelling(undefined)}
      />
    </section>
  );
}
