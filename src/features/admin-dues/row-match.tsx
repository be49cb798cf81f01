/**
 * An unmatched credit matched by hand (issue 33): the flat's open invoices are asked for, one
 * is chosen, and the credit becomes a confirmed payment at once. The result stays under it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '../../../contract/dues/money';
import type { StatementRow } from '../../../contract/dues/statements';
import { apartmentNumber } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { ApartmentField } from '../../ui/apartment-field';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { useMatchRow } from './use-bank-statements';
import { invoicesQuery } from './use-dues-admin';

const OPEN = new Set(['published', 'partly_paid']);

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
  const open = (invoices.data ?? []).filter((invoice) => OPEN.has(invoice.status));
  const [invoiceId, setInvoiceId] = useState('');
  const match = useMatchRow();
  const chosen = open.some((invoice) => invoice.id === invoiceId) ? invoiceId : '';

  return (
    <div role="group" aria-label={`Match line ${row.line} by hand`}>
      <ApartmentField value={typed} onValue={setTyped} />
      {invoices.isError && (
        <Banner tone="error">{errorMessage(invoices.error, messages.invoicesLoadFailed)}</Banner>
      )}
      {apartment && invoices.data && open.length === 0 && <p>{apartment} has no open invoice.</p>}
      {open.length > 0 && (
        <SelectField
          label="Invoice"
          options={['', ...open.map((invoice) => invoice.id)]}
          format={(option) => {
            const invoice = open.find((each) => each.id === option);
            return invoice
              ? `${invoice.number} · ${formatRupees(invoice.total_due_paise - invoice.paid_paise)} open`
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
