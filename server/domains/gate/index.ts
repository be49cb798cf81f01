/**
 * The gate: visitor passes with their signed QR, the guard's desk (online and offline), walk-ins a
 * flat approves, visits in and out, the visitor log and how long it is kept.
 */
import { gateDeskHandlers } from './desk-handlers';
import { estateLogHandlers } from './estate-log-handlers';
import { gateHandlers } from './guard-handlers';
import { visitorPassHandlers } from './pass-handlers';
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
  ...estateLogHandlers,
};
export { gatePlugin as plugin } from './gate-plugin';
export { seedGate } from './seed';
