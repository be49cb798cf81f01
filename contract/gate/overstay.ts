/**
 * Overstay (issue 34): a visitor still inside past their pass's end, plus a grace the RWA sets,
 * is flagged on the desk and their flat is told once. A walk-in has no pass and so no end.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { inIndia } from '../platform/india-time';
import { messages } from '../messages';
import type { PassKind } from './visitors';

export const OVERSTAY_GRACE_MAX_MINUTES = 720;

export const gateSettings = z.strictObject({
  overstay_grace_minutes: z
    .number({ error: messages.overstayGraceRange })
    .int(messages.overstayGraceRange)
    .min(0, messages.overstayGraceRange)
    .max(OVERSTAY_GRACE_MAX_MINUTES, messages.overstayGraceRange),
});
export type GateSettings = z.output<typeof gateSettings>;

export const getGateSettings = defineEndpoint({
  method: 'GET',
  path: 'gate/settings',
  access: 'rwa',
  response: gateSettings,
  failure: messages.gateSettingsLoadFailed,
});

export const updateGateSettings = defineEndpoint({
  method: 'PUT',
  path: 'gate/settings',
  access: 'rwa',
  body: gateSettings,
  response: gateSettings,
  failure: messages.gateSettingsSaveFailed,
  audit: { action: 'gate.settings', target: 'gate_settings' },
});

/**
 * When a visitor who came in at `checkedInAt` on `pass` should be out: a one-time pass's end, or
 * for daily help the end of its hours on the day they came in (India time), plus the grace.
 */
export function overstayDueAt(
  pass: { kind: PassKind; valid_until: Date },
  checkedInAt: Date,
  graceMinutes: number,
): Date {
  let end = pass.valid_until;
  if (pass.kind === 'daily_help') {
    const hoursEnd = new Date(
      `${inIndia(checkedInAt).date}T${inIndia(pass.valid_until).time}:00+05:30`,
    );
    if (hoursEnd < end) end = hoursEnd;
  }
  return new Date(end.getTime() + graceMinutes * 60_000);
}
