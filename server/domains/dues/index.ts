/**
 * Maintenance dues: the RWA's settings, charge heads and flat areas, a period's invoices,
 * payments ("I have paid", the desk, the bank statement, the gateway) with their receipts, the
 * append-only ledger every balance sums, and chasing what is owed (defaulters, reminders).
 */
import { duesAccountHandlers } from './account-handlers';
import { duesCollectionHandlers } from './collection-handlers';
import { duesFlatHandlers } from './flat-handlers';
import { duesGatewayHandlers } from './gateway-handlers';
import { duesHeadHandlers } from './head-handlers';
import { duesInvoiceHandlers } from './invoice-handlers';
import { duesPaymentHandlers } from './payment-handlers';
import { duesSettingsHandlers } from './settings-handlers';
import { duesStatementHandlers } from './statement-handlers';

export const handlers = {
  ...duesSettingsHandlers,
  ...duesHeadHandlers,
  ...duesFlatHandlers,
  ...duesInvoiceHandlers,
  ...duesPaymentHandlers,
  ...duesAccountHandlers,
  ...duesStatementHandlers,
  ...duesCollectionHandlers,
  ...duesGatewayHandlers,
};
export { duesPlugin as plugin } from './dues-plugin';
export { refuseBookingWhileOverdue } from './booking-block';
export { daysOverdueOf, duesKept } from './overdue-flats';
export { seedDues } from './seed';
