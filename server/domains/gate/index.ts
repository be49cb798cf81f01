/**
 * The gate: visitor passes with their signed QR, the guard's desk (online and offline), walk-ins a
 * flat approves, visits in and out, the visitor log and how long it is kept; SOS from residents
 * and visitors who overstay (issue 34).
 */
import { gateDeskHandlers } from './desk-handlers';
import { estateLogHandlers } from './estate-log-handlers';
import { gateHandlers } from './guard-handlers';
import { gateSettingsHandlers } from './gate-settings-handlers';
import { visitorPassHandlers } from './pass-handlers';
import { sosHandlers } from './sos-handlers';
import { standingEntryHandlers } from './standing-entries';
import { standingHandlers } from './standing-handlers';
import { gateVisitHandlers } from './visit-handlers';
import { visitorLogHandlers } from './visitor-log-handlers';
import { gateWalkInHandlers } from './walk-in-handlers';

export const handlers = {
  ...gateHandlers,
  ...gateDeskHandlers,
  ...gateVisitHandlers,
  ...gateWalkInHandlers,
  ...visitorPassHandlers,
  ...visitorLogHandlers,
  ...sosHandlers,
  ...gateSettingsHandlers,
  ...estateLogHandlers,
  ...standingHandlers,
  ...standingEntryHandlers,
};
export { gatePlugin as plugin } from './gate-plugin';
export { seedGate } from './seed';
// The parcels room shares the gate's day, its flats and its way of saying a time.
export { happenedAt } from './gate-day';
export { livedInFlat } from './gate-directory';
export { indiaLabel } from './pass-rules';
