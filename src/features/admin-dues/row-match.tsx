/**
 * An unmatched credit matched by hand (issue 33): the flat's open invoices are asked for, one
 * is chosen, and the credit becomes a confirmed payment at once. The result stays under it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import type { StatementRow } from '../../../contract/dues/statements';
import { apartmentNumber } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { formatShortMonth } from '../../lib/format-date';
import { ApartmentField } from '../../ui/apartment-field';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { isOpenInvoice } from '../../ui/dues/status-badges';
import { SelectField } from '../../ui/select-field';
import { useMatchRow } from './use-bank-statements';
import { invoicesQuery } from './use-dues-admin';

const openOf = (invoice: Invoice) => invoice.total_due_paise - invoice.paid_paise;

interface RowMatchProps {
  statementId: string;
  row: StatementRow;
  online: boolean;
  onMatched: () => void;
}

export function RowMatch({ statementId, row, online, onMatched }: RowMatchProps) {
  const [typed, setTyped] = useState(row.apartment ?? '');
  const checked = apartmentNumber.safeParse(typed);
  const apartment = checked.success ? checked.data : '';
  const invoices = useQuery({ ...invoicesQuery({ apartment }), enabled: apartment !== '' });
  const open = (invoices.data ?? []).filter((invoice) => isOpenInvoice(invoice.status));
  const [invoiceId, setInvoiceId] = useState('');
  const match = useMatchRow();
  const picked = open.find((invoice) => invoice.id === invoiceId);
  const chosen = picked?.id ?? '';

  return (
    <div role="group" aria-label={`Match line ${row.line} by hand`}>
      <ApartmentField value={typed} onValue={setTyped} />
      {invoices.isError && (
        <Banner tone="error">{errorMessage(invoices.error, messages.invoicesLoadFailed)}</Banner>
      )}
      {apartment && invoices.data && open.length === 0 && <p>{apartment} has no open invoice.</p>}
      {open.length > 0 && (
        // The option is short enough for a phone's select; the chosen invoice's number is the hint.
        <SelectField
          label="Invoice"
          hint={picked ? `${picked.number} · ${formatRupees(openOf(picked))} open` : undefined}
          options={['', ...open.map((invoice) => invoice.id)]}
          format={(option) => {
            const invoice = open.find((each) => each.id === option);
            return invoice
              ? `${formatShortMonth(invoice.period)} · ${formatRupees(openOf(invoice))}`
              : 'Choose an invoice';
          }}
          value={chosen}
          onChange={(event) => setInvoiceId(event.target.value)}
        />
      )}
      <Button
        variant="secondary"
        disabled={!online || chosen === '' || match.isPending || match.isSuccess}
        busy={match.isPending}
        onClick={() =>
          match.mutate(
            { id: statementId, row: row.id, invoiceId: chosen },
            { onSuccess: onMatched },
          )
        }
      >
        Match line {row.line}
      </Button>
      <div aria-live="polite">
        {match.isError && (
          <Banner tone="error">{errorMessage(match.error, messages.statementMatchFailed)}</Banner>
        )}
        {match.data && (
          <Banner tone="success">{messages.statementRowMatched(match.data.invoice_number)}</Banner>
        )}
      </div>
    </div>
  );
}
