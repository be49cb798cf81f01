/**
 * The RWA's dues settings (issue 33): the estate's UPI payee, the billing cycle and due day,
 * the late-fee rule and the booking block. One row, made by the migration; saved whole.
 */
import type { DuesSettings } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import type { HandlersFor } from '../../platform/http/handler';
import { readSettings } from './book';
import { percentOf } from './invoice-lines';

/** What the audit trail says of the settings saved. */
function describeSettings(settings: DuesSettings): string {
  const fee = {
    none: 'no late fee',
    interest: `late fee ${percentOf(settings.late_fee_yearly_bp)} a year`,
    fixed: `late fee ${formatRupees(settings.late_fee_fixed_paise)} an invoice`,
  }[settings.late_fee_kind];
  const grace =
    settings.late_fee_kind === 'none' ? '' : ` after ${settings.late_fee_grace_days} days`;
  const block = settings.booking_block_days
    ? `, no bookings past ${settings.booking_block_days} days overdue`
    : '';
  return (
    `UPI ${settings.upi_vpa || '(none)'} for ${settings.payee_name}; ` +
    `${settings.billing_cycle} billing due on day ${settings.due_day}; ${fee}${grace}${block}`
  );
}

export const duesSettingsHandlers: HandlersFor<'getDuesSettings' | 'updateDuesSettings'> = {
  getDuesSettings: ({ app }) => readSettings(app.db),

  updateDuesSettings: ({ app, body, transaction, audit }) => {
    audit({ targetId: 'settings', summary: describeSettings(body) });
    return transaction(async (tx) => {
      await tx
        .updateTable('dues_settings')
        .set({ ...body, updated_at: app.now() })
        .execute();
      return readSettings(tx);
    });
  },
};
