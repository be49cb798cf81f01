/**
 * /admin/dues (issue 33): the estate's book of maintenance. Payments first (what waits on the
 * office every day: "I have paid" to check, the desk, receipts, reversing, a flat's ledger);
 * Collection (the flats with dues by age, reminders, a period's summary); Billing (generate a
 * period with a preview, the invoices); Setup (settings, charge heads, the flats' areas). Admin
 * work is online-only (DESIGN.md §5); every result stays by the button that caused it.
 */
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { ChargeHeads } from './charge-heads';
import { Defaulters } from './defaulters';
import { FlatAreas } from './flat-areas';
import { GenerateInvoices } from './generate-invoices';
import { InvoiceList } from './invoice-list';
import { PaymentsPanel } from './payments-panel';
import { PeriodSummary } from './period-summary';
import { DuesSettingsSection } from './settings-form';
import { duesOfflineMessage } from './words';

export default function AdminDuesPage() {
  const { online } = useConnectivity();
  return (
    <>
      <AdminPageHeader
        title="Maintenance Dues"
        subtitle="Bills, payments to check, receipts and each flat's ledger."
      />
      {!online && <Banner tone="info">{duesOfflineMessage}</Banner>}
      <Tabs
        label="Maintenance dues"
        tabs={[
          { id: 'payments', label: 'Payments', content: <PaymentsPanel online={online} /> },
          {
            id: 'collection',
            label: 'Collection',
            content: (
              <>
                <Defaulters online={online} />
                <PeriodSummary online={online} />
              </>
            ),
          },
          {
            id: 'billing',
            label: 'Billing',
            content: (
              <>
                <GenerateInvoices online={online} />
                <InvoiceList online={online} />
              </>
            ),
          },
          {
            id: 'setup',
            label: 'Setup',
            content: (
              <>
                <DuesSettingsSection online={online} />
                <ChargeHeads online={online} />
                <FlatAreas online={online} />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
