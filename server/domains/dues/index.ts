/**
 * Maintenance dues: the RWA's settings, charge heads and flat areas, a period's invoices, payments
 * ("I have paid", the desk) with their receipts, and the append-only ledger every balance sums.
 */
import { duesAccountHandlers } from './account-handlers';
import { duesFlatHandlers } from './flat-handlers';
import { duesHeadHandlers } from './head-handlers';
import { duesInvoiceHandlers } from './invoice-handlers';
import { duesPaymentHandlers } from './payment-handlers';
import { duesSettingsHandlers } from './settings-handlers';

export const handlers = {
  ...duesSettingsHandlers,
  ...duesHeadHandlers,
  ...duesFlatHandlers,
  ...duesInvoiceHandlers,
  ...duesPaymentHandlers,
  ...duesAccountHandlers,
};
export { seedDues } from './seed';
