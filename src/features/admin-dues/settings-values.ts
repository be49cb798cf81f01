/**
 * The dues settings form: the contract's `duesSettings`, with the late fee's yearly interest
 * typed in percent and its fixed fee in rupees, so each field says what the server would.
 */
import { z } from 'zod';
import { duesSettings, type DuesSettings, type LateFeeKind } from '../../../contract/dues/billing';
import { ratePaise } from '../../../contract/dues/money';
import type { BillingCycle } from '../../../contract/dues/periods';
import { rupeesField, rupeesText } from '../../lib/rupees-field';
import { percentField, percentText } from './percent-field';

const { shape } = duesSettings;

export const settingsForm = z.strictObject({
  ...shape,
  late_fee_yearly_bp: percentField(shape.late_fee_yearly_bp),
  late_fee_fixed_paise: rupeesField(ratePaise),
});
export type SettingsValues = z.input<typeof settingsForm>;

export function settingsValues(settings: DuesSettings): SettingsValues {
  return {
    ...settings,
    late_fee_yearly_bp: percentText(settings.late_fee_yearly_bp),
    late_fee_fixed_paise: rupeesText(settings.late_fee_fixed_paise),
  };
}

export const cycleNames: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly (Apr, Jul, Oct, Jan)',
};

export const lateFeeNames: Record<LateFeeKind, string> = {
  none: 'No late fee',
  interest: 'Interest by the day (% a year)',
  fixed: 'Fixed fee after the grace days',
};
