/**
 * Kysely's view of the dues tables (migrations 0022, 0023 and 0028). Merged into the one
 * `Database` (platform/db/schema.ts); like it, it follows the migrations by hand. Money columns are
 * `bigint` paise, read as numbers (the drivers' INT8 parser, platform/db/client.ts): amounts stay
 * far below 2^53. A `SUM` is `numeric` and comes back as text, so sums are cast to bigint.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ChargeBasis, InvoiceStatus, LateFeeKind } from '../../../contract/dues/billing';
import type { PaymentMode, PaymentStatus } from '../../../contract/dues/payments';
import type { BillingCycle } from '../../../contract/dues/periods';
import type { StatementMatchKind, StatementRowState } from '../../../contract/dues/statements';

/** A nullable column an insert may leave out. */
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A column the database fills by default when the insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Written once, never changed (the append-only tables). */
type Fixed<T> = ColumnType<T, T, never>;

/** The one row (id true) of the RWA's settings. */
export interface DuesSettingsTable {
  id: Defaulted<boolean>;
  upi_vpa: string;
  payee_name: string;
  billing_cycle: BillingCycle;
  due_day: number;
  late_fee_kind: LateFeeKind;
  late_fee_yearly_bp: number;
  late_fee_fixed_paise: number;
  late_fee_grace_days: number;
  booking_block_days: number;
  updated_at: Maybe<Date>;
}

/** A flat's area; a flat of the register without a row has none yet. */
export interface DuesFlatsTable {
  apartment: string;
  area_sqft: Maybe<number>;
  updated_at: Date;
}

export interface ChargeHeadsTable {
  /** bigserial: read as a number and sent as text. */
  id: Generated<number>;
  name: string;
  basis: ChargeBasis;
  rate_paise: number;
  gst_bp: number;
  flats: Defaulted<string[]>;
  /** yyyy-MM */
  active_from: string;
  active_until: Maybe<string>;
  created_at: Date;
  updated_at: Date;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  apartment: string;
  /** yyyy-MM: the month billed, or a quarter's first month. */
  period: string;
  billing_cycle: BillingCycle;
  /** yyyy-MM-dd (dates are read as text, so no time zone can shift them). */
  due_date: string;
  /** Follows from the allocations (published, partly_paid, paid) or cancelled. */
  status: InvoiceStatus;
  /** The sum of its lines: what it added to the flat's ledger. */
  charges_paise: number;
  /** The flat's balance before it (negative: an advance). */
  arrears_paise: number;
  published_at: Date;
  cancelled_at: Maybe<Date>;
  cancelled_reason: Maybe<string>;
  /** The day a later invoice last charged this one's late fee up to. */
  late_fee_until: Maybe<string>;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  kind: 'charge' | 'gst' | 'late_fee';
  label: string;
  amount_paise: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  apartment: string;
  /** The invoice a resident's notice named; null for a payment taken at the desk. */
  invoice_id: Maybe<number>;
  amount_paise: number;
  paid_on: string;
  mode: PaymentMode;
  /** Cleaned (no spaces, upper case); '' for cash. */
  reference: Defaulted<string>;
  payer_name: string;
  status: PaymentStatus;
  reject_reason: Maybe<string>;
  receipt_number: Maybe<string>;
  /** The phone of whoever sent or recorded it. */
  created_by: string;
  created_at: Date;
  /** The RWA admin who confirmed or rejected it, and when. */
  checked_by: Maybe<string>;
  checked_at: Maybe<Date>;
  /**
   * A pending notice left out of a late fee that charged the rest of its invoice: how much was
   * left out and since when (migration 0025); counted once it is rejected, on the day given.
   */
  late_fee_deferred_paise: Defaulted<number>;
  late_fee_deferred_from: Maybe<string>;
  late_fee_made_up_on: Maybe<string>;
}

/** Append-only: what of a confirmed payment went to which invoice. */
export interface PaymentAllocationsTable {
  id: Generated<number>;
  payment_id: Fixed<number>;
  invoice_id: Fixed<number>;
  amount_paise: Fixed<number>;
  at: Fixed<Date>;
}

export type LedgerKind = 'invoice' | 'late_fee' | 'payment' | 'cancellation' | 'reversal';

/** Append-only: one act on a flat's account, signed (+ it owes more, − it paid or was relieved). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  apartment: Fixed<string>;
  at: Fixed<Date>;
  kind: Fixed<LedgerKind>;
  amount_paise: Fixed<number>;
  invoice_id: ColumnType<number | null, number | null | undefined, never>;
  payment_id: ColumnType<number | null, number | null | undefined, never>;
  reverses_id: ColumnType<number | null, number | null | undefined, never>;
  note: ColumnType<string, string | undefined, never>;
}

/** One row per numbering series ('invoice:2026-27', 'receipt:2026-27'): the last number given. */
export interface DuesCountersTable {
  name: string;
  last: number;
}

/** The headers of a bank's statement columns (migration 0023). */
export interface DuesBankFormatsTable {
  name: string;
  date_column: string;
  narration_column: string;
  reference_column: string;
  credit_column: string;
  updated_at: Date;
}

export interface BankStatementsTable {
  id: Generated<number>;
  fingerprint: string;
  bank: string;
  rows_read: number;
  imported_by: string;
  imported_at: Date;
}

/** A statement's credit; `row_key` (date + reference + amount) is unique across statements. */
export interface BankStatementRowsTable {
  id: Generated<number>;
  statement_id: number;
  line: number;
  row_key: string;
  posted_on: string;
  narration: string;
  reference: string;
  amount_paise: number;
  state: StatementRowState;
  match_kind: Maybe<StatementMatchKind>;
  invoice_id: Maybe<number>;
  payment_id: Maybe<number>;
  note: Defaulted<string>;
}

export type ReminderKind = 'manual' | 'before_due' | 'overdue';

/** A reminder sent to a flat: by the RWA (`manual`) or by the job, once per invoice and kind. */
export interface DuesRemindersTable {
  id: Generated<number>;
  apartment: string;
  invoice_id: Maybe<number>;
  kind: ReminderKind;
  sent_at: Date;
  sent_by: Maybe<string>;
}

/** Each gateway event processed once, with what came of it. */
export interface GatewayEventsTable {
  event_id: string;
  gateway: string;
  event: string;
  received_at: Date;
  payment_id: Maybe<number>;
  outcome: string;
}

export type PaymentLinkState = 'pending' | 'created' | 'skipped' | 'failed';

/** An invoice's gateway payment link: queued, then made (migration 0025). */
export interface DuesPaymentLinksTable {
  invoice_id: number;
  state: PaymentLinkState;
  attempts: Defaulted<number>;
  next_attempt_at: Date;
  queued_at: Date;
  made_at: Maybe<Date>;
  link_id: Maybe<string>;
  short_url: Maybe<string>;
  /** What the link asks for: what was open of the invoice when it was made. */
  amount_paise: Maybe<number>;
  last_error: Maybe<string>;
}

declare module '../../platform/db/schema' {
  interface Database {
    dues_settings: DuesSettingsTable;
    dues_flats: DuesFlatsTable;
    charge_heads: ChargeHeadsTable;
    invoices: InvoicesTable;
    invoice_lines: InvoiceLinesTable;
    payments: PaymentsTable;
    payment_allocations: PaymentAllocationsTable;
    ledger_entries: LedgerEntriesTable;
    dues_counters: DuesCountersTable;
    dues_bank_formats: DuesBankFormatsTable;
    bank_statements: BankStatementsTable;
    bank_statement_rows: BankStatementRowsTable;
    dues_reminders: DuesRemindersTable;
    gateway_events: GatewayEventsTable;
    dues_payment_links: DuesPaymentLinksTable;
  }
}
