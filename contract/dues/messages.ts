/**
 * The sentences of the estate's money (issue 33): settings, charge heads, invoices, payments and
 * receipts, and what the office is told after each of its acts. Spread into `messages`
 * (messages.ts) like the other rooms', so there is one to use.
 */
import { counted } from '../platform/counted';

/** What one bank statement import read, counted (contract/dues/statements.ts's StatementImport). */
interface ImportCounts {
  rows: number;
  matched: number;
  unmatched: number;
  alreadySeen: number;
  problems: number;
  debits: number;
}

/** How a reminder ends. */
const payDuesHow = 'Pay by UPI from /dues, or at the office.';

export const duesMessages = {
  // Amounts
  amountRequired: 'Amount is required',
  amountWholePaise: 'An amount is in whole paise (at most two decimals of a rupee)',
  amountPositive: 'Amount must be more than zero',
  amountTooLarge: 'Amount is too large',
  rateRequired: 'Rate is required',
  rateNegative: 'A rate cannot be negative',
  // Settings
  upiVpaShape: 'A UPI ID looks like name@bank (for example gatehouse@okaxis)',
  upiVpaMerchant:
    "Use the estate's business (merchant) UPI ID: the big UPI apps refuse larger payments to a personal one.",
  billingCycleInvalid: 'Billing is monthly or quarterly',
  dueDayRange: 'Due day is a day of the month from 1 to 28',
  lateFeeKindInvalid: 'Late fee is none, interest or a fixed fee',
  lateFeeRateRange: 'Yearly interest is from 0 % to 36 %',
  graceDaysRange: 'Grace is from 0 to 365 days',
  blockDaysRange: 'Days overdue is from 0 (off) to 365',
  duesSettingsLoadFailed: 'Failed to load the dues settings. Please try again.',
  duesSettingsSaveFailed: 'Failed to save the dues settings. Please try again.',
  duesSettingsSaved: 'Dues settings saved.',
  // Charge heads and flats
  chargeBasisInvalid: 'Charge per flat, per sq ft, or a fixed amount for listed flats',
  gstRange: 'GST is from 0 % to 28 %',
  chargeFlatsRequired: 'List the flats this charge applies to',
  chargeUntilBeforeFrom: 'A charge cannot end before it starts',
  chargeHeadsLoadFailed: 'Failed to load the charge heads. Please try again.',
  chargeHeadSaveFailed: 'Failed to save the charge head. Please try again.',
  chargeHeadNotFound: 'Charge head not found',
  duesFlatsLoadFailed: 'Failed to load the flats. Please try again.',
  areaRange: 'Area is a whole number of sq ft, from 1 to 100,000',
  flatAreaSaveFailed: "Failed to save the flat's area. Please try again.",
  flatAreasUploadFailed: 'Failed to read the areas file. Please try again.',
  flatUnknown: (apartment: string) => `${apartment} is not an apartment in the register`,
  flatAreasHeader: 'The first line must be apartment_number,area_sqft',
  // Invoices
  previewRequired: 'Say whether this is a preview',
  periodNotCycleStart: 'With quarterly billing, a period starts in January, April, July or October',
  dueDateBeforePeriod: 'The due date cannot be before the period starts',
  noChargeHeads: 'No charge head is active in this period',
  flatWithoutArea: 'No area: its per-sq-ft charges are left out',
  invoicesGenerateFailed: 'Failed to generate the invoices. Please try again.',
  invoiceStatusInvalid: 'Unknown invoice status',
  invoicesLoadFailed: 'Failed to load the invoices. Please try again.',
  invoiceNotFound: 'Invoice not found',
  cancelReasonRequired: 'Please give a reason for cancelling',
  invoiceCancelFailed: 'Failed to cancel the invoice. Please try again.',
  invoiceAlreadyCancelled: 'This invoice is already cancelled',
  // Late fees (a line of the next invoice)
  lateFeeFixedLabel: (fee: string, invoices: string) =>
    `Late fee: ${fee} for each invoice overdue (${invoices})`,
  lateFeeInterestLabel: (yearly: string, parts: string) =>
    `Late fee: interest at ${yearly} a year (${parts})`,
  lateFeeDays: (invoice: string, amount: string, days: number, checking: string | null) =>
    `${invoice}: ${amount} for ${counted(days, 'day')}` +
    (checking ? ` (${checking} being checked, not counted)` : ''),
  lateFeeDaysChecked: (invoice: string, amount: string, days: number) =>
    `${invoice}: ${amount} for ${counted(days, 'day')} while its payment was being checked`,
  invoiceHasPayments:
    'Payments already settled part of this invoice: reverse them first, or bill the difference.',
  // Payments
  referenceRequired: 'Reference is required',
  referenceUpiShape: 'A UPI reference (UTR) is 12 digits',
  referenceNeftShape: 'A NEFT reference is 16 to 22 letters and digits; an IMPS one is 12 digits',
  referenceChequeShape: 'A cheque number is 6 digits',
  referenceCashNone: 'A cash payment has no reference',
  referenceTaken: (invoiceNumber: string) =>
    `This reference was already given for a payment (${invoiceNumber}). Check the number.`,
  invoiceRequired: 'Choose the invoice you paid',
  paymentModeInvalid: 'Choose how you paid',
  paidOnFuture: 'The payment date cannot be in the future',
  paidOnBeforeInvoice: 'The payment date is before this invoice was published',
  invoiceNotYours: 'This invoice is not for your flat',
  invoiceCancelledNoPayment: 'This invoice was cancelled: nothing is due on it',
  paymentNoticeFailed: 'Failed to send your payment. Please try again.',
  paymentNoticeSent: 'Sent. The RWA office will check it against the bank.',
  paymentQueued: 'Saved on this phone — will send when online',
  paymentBeingChecked: 'Payment being checked',
  paymentWaitingToSend: 'Payment waiting to send',
  paymentRecordFailed: 'Failed to record the payment. Please try again.',
  paymentStatusInvalid: 'Unknown payment status',
  paymentsLoadFailed: 'Failed to load the payments. Please try again.',
  paymentNotFound: 'Payment not found',
  paymentNotPending: 'This payment was already checked',
  paymentConfirmFailed: 'Failed to confirm the payment. Please try again.',
  rejectReasonRequired: 'Please give a reason, so the resident knows what to do',
  paymentRejectFailed: 'Failed to reject the payment. Please try again.',
  receiptLoadFailed: 'Failed to load the receipt. Please try again.',
  receiptNotFound: 'Receipt not found',
  myDuesLoadFailed: 'Failed to load your dues. Please try again later.',
  ledgerLoadFailed: "Failed to load the flat's ledger. Please try again.",
  noFlat: 'Your account has no apartment to bill',
  // Reversing a payment
  reverseReasonRequired: 'Please give a reason for reversing it, so the household knows why',
  paymentNotConfirmed: 'Only a confirmed payment can be reversed',
  paymentReverseFailed: 'Failed to reverse the payment. Please try again.',
  // Bank statements
  bankFormatsLoadFailed: "Failed to load the banks' columns. Please try again.",
  bankFormatSaveFailed: "Failed to save the bank's columns. Please try again.",
  bankFormatUnknown: (bank: string) => `No columns are saved for the bank ${bank}`,
  statementColumnsMissing: (columns: string) => `The first line must name the columns ${columns}`,
  statementDateInvalid: 'The date is not a day written as dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd',
  statementDateFuture: 'The date is in the future',
  statementAmountInvalid: 'The credit is not an amount in rupees (at most two decimals)',
  statementReferenceLong: 'The reference is longer than 40 characters',
  statementRowRepeated: (line: number) =>
    `The same credit (date, reference and amount) is on line ${line}`,
  statementImportFailed: 'Failed to read the bank statement. Please try again.',
  statementsLoadFailed: 'Failed to load the bank statements. Please try again.',
  statementNotFound: 'Bank statement not found',
  statementRowNotFound: 'That row is not in this statement',
  statementRowDone: 'This row is already confirmed',
  statementConfirmFailed: 'Failed to confirm the matches. Please try again.',
  statementMatchFailed: 'Failed to match the row. Please try again.',
  matchAmountDiffers: (apartment: string, said: string) =>
    `Its reference is on ${apartment}'s "I have paid" for ${said}: check the amount`,
  matchAlreadyConfirmed: 'Already confirmed: a payment with this reference',
  matchNoticeChecked: 'The payment was checked meanwhile',
  // Defaulters, reminders, the summary and the ledger's CSV
  defaultersLoadFailed: 'Failed to load the flats with dues. Please try again.',
  apartmentsRequired: 'Choose at least one flat',
  remindersSendFailed: 'Failed to send the reminders. Please try again.',
  reminderRecent: (day: string) => `Reminded on ${day}: one reminder a week`,
  reminderNothingOwed: 'Nothing is owed',
  summaryLoadFailed: 'Failed to load the collection summary. Please try again.',
  // What the office is told after each act: the result stays by the button that caused it
  paymentRecorded: (receipt: string, apartment: string) =>
    `Recorded and confirmed: receipt ${receipt} for ${apartment}.`,
  paymentConfirmed: (receipt: string, apartment: string) =>
    `Confirmed: receipt ${receipt} for ${apartment}.`,
  paymentRejected: (apartment: string) => `Rejected. ${apartment} is told why.`,
  paymentReversed: (apartment: string) => `Reversed. ${apartment} owes it again and is told why.`,
  chargeHeadSaved: (name: string, rate: string) => `Saved: ${name}, ${rate}.`,
  flatAreaSaved: (apartment: string, area: number) => `${apartment}: ${area} sq ft saved.`,
  flatAreasUploaded: (updated: number, notRead: number) =>
    `${counted(updated, 'flat')} updated` +
    (notRead > 0 ? `; ${counted(notRead, 'line')} not read.` : '.'),
  invoicesPublished: (invoices: number, month: string, alreadyBilled: number) =>
    `Published ${counted(invoices, 'invoice')} for ${month}` +
    (alreadyBilled > 0 ? ` (${alreadyBilled} already billed).` : '.'),
  invoiceCancelled: (number: string) => `${number} cancelled and reversed.`,
  remindersSent: (apartments: readonly string[], skipped: number) =>
    (apartments.length === 0
      ? 'No flat was reminded.'
      : `Reminded ${counted(apartments.length, 'flat')}: ${apartments.join(', ')}.`) +
    (skipped > 0 ? ` Skipped ${skipped}: see below.` : ''),
  bankFormatSaved: (bank: string) => `Columns saved for ${bank}.`,
  /** '12 rows read: 9 matched, 2 unmatched, 1 already imported, 0 lines with problems.' */
  statementImported: (read: ImportCounts) =>
    `${counted(read.rows, 'row')} read: ${read.matched} matched, ${read.unmatched} unmatched, ` +
    `${read.alreadySeen} already imported, ${counted(read.problems, 'line')} with problems` +
    (read.debits > 0 ? `, ${counted(read.debits, 'debit')} skipped.` : '.'),
  statementLineSeen: (statement: string) => `already imported in statement ${statement}`,
  statementMatchesConfirmed: (confirmed: number) =>
    `Confirmed ${counted(confirmed, 'payment')}, each with its receipt.`,
  statementRowMatched: (invoiceNumber: string | null) =>
    `Matched to ${invoiceNumber ?? 'the invoice'} and confirmed.`,
  upiIdCopied: 'UPI ID copied.',
  upiIdNotCopied: (vpa: string) => `Could not copy here: the UPI ID is ${vpa}.`,
  // What dues tell a household and the office (notices)
  paidBy: (amount: string, mode: string, reference: string) =>
    `${amount} by ${mode}` + (reference ? ` (${reference})` : ''),
  paymentConfirmedTitle: (amount: string) => `Payment received: ${amount}`,
  paymentConfirmedBody: (paid: string, day: string, receipt: string) =>
    `${paid} on ${day} is confirmed. Receipt ${receipt}.`,
  paymentRejectedTitle: (amount: string) => `Payment not confirmed: ${amount}`,
  paymentRejectedBody: (paid: string, day: string, reason: string) =>
    `${paid} on ${day}: ${reason}`,
  paymentReversedTitle: (amount: string) => `Payment reversed: ${amount}`,
  paymentReversedBody: (paid: string, day: string, receipt: string, reason: string) =>
    `${paid} on ${day} (receipt ${receipt}) was reversed by the RWA office: ${reason}. ` +
    'It is owed again.',
  duesOverdueTitle: (amount: string) => `Maintenance overdue: ${amount}`,
  duesOverdueBody: (
    apartment: string,
    amount: string,
    since: string,
    days: number,
    next: { amount: string; day: string } | null,
  ) =>
    `${apartment}: ${amount} has been due since ${since} (${counted(days, 'day')})` +
    (next ? `; ${next.amount} more falls due on ${next.day}` : '') +
    `. ${payDuesHow}`,
  duesDueSoonTitle: (day: string, amount: string) => `Maintenance due on ${day}: ${amount}`,
  duesDueSoonBody: (apartment: string, amount: string, day: string) =>
    `${apartment}: ${amount} falls due on ${day}. ${payDuesHow}`,
  paymentNoticeTitle: (apartment: string, amount: string) =>
    `${apartment} says they paid ${amount}`,
  paymentNoticeBody: (paid: string, day: string, invoice: string, payer: string) =>
    `${paid} on ${day} for invoice ${invoice}, from ${payer}. Check it against the bank.`,
  // What dues write in a flat's book (ledger notes) and on payments
  ledgerInvoice: (invoice: string) => `Invoice ${invoice}`,
  ledgerLateFee: (invoice: string) => `Late fee on invoice ${invoice}`,
  ledgerReceipt: (receipt: string) => `Receipt ${receipt}`,
  ledgerCancelled: (invoice: string, reason: string) => `Invoice ${invoice} cancelled: ${reason}`,
  ledgerReversed: (receipt: string, reason: string) => `Receipt ${receipt} reversed: ${reason}`,
  bankTransferPayer: 'Bank transfer',
  gatewayPayer: (method: string) => `Razorpay (${method})`,
  lateFeesTotal: 'Late fees',
  // Bookings while overdue
  bookingBlockedByDues: (amount: string, days: number) =>
    `Court and banquet bookings are paused while maintenance is overdue: ${amount} has been ` +
    `due for ${days} days. Pay it at /dues and book again once it is confirmed.`,
  // The payment gateway
  webhookSignatureMissing: 'X-Razorpay-Signature is missing',
  webhookSignatureInvalid: 'X-Razorpay-Signature does not match the body',
  webhookEventIdMissing: 'The event has no id (X-Razorpay-Event-Id)',
  webhookTooLarge: 'The event is too large',
  webhookFailed: 'Failed to process the event',
  paymentLinkDescription: (apartment: string, months: string, invoice: string) =>
    `Maintenance for ${apartment}, ${months} (invoice ${invoice})`,
  payOnline: 'Pay online',
} as const;
