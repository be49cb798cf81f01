/**
 * Registers every queued kind of the app (golf-cart requests, event registrations and their
 * cancels, lost & found reports, notices marked read, the gate's entries — by pass, standing
 * approval or plate — and walk-ins, helpdesk complaints and their comments, "I have paid"
 * notices of dues, parcels at the gate with the flat's choice for each, votes in polls, and
 * questions Ask RWA hands to the office). Called by the app
 * at start and by the service worker before it drains, so it must stay worker-safe (no React,
 * no `window`) and idempotent.
 */
import { registerOutboxKind } from '../outbox-kinds';
import { assistantHandoverKind } from './assistant-handover';
import { eventCancelKind } from './event-cancel';
import { eventRegistrationKind } from './event-registration';
export {
  EVENT_CANCEL_KIND,
  eventCancelKind,
  queueRegistrationCancel,
  type EventCancelPayload,
} from './event-cancel';
import { gateCheckInKind, gateCheckOutKind } from './gate-entries';
import { gateParcelKind, parcelInstructionKind } from './gate-parcels';
import { gatePhoneDecisionKind, gateWalkInKind } from './gate-walk-ins';
import { gateStandingEntryKind, gateVehicleEntryKind } from './gate-standing';
import { golfCartKind } from './golf-cart';
import { helpdeskCommentKind } from './helpdesk-comment';
import { helpdeskReportKind } from './helpdesk-report';
import { lostFoundReportKind } from './lost-found-report';
import { notificationsReadKind } from './notifications-read';
import { paymentNoticeKind } from './payment-notice';
import { pollVoteKind } from './poll-vote';

export { GOLF_CART_KIND, golfCartKind, rideStartsAt } from './golf-cart';
export {
  EVENT_REGISTRATION_KIND,
  eventRegistrationKey,
  eventRegistrationKind,
  type EventRegistrationPayload,
} from './event-registration';
export {
  LOST_FOUND_REPORT_KIND,
  lostFoundReportKind,
  type LostFoundReportPayload,
} from './lost-found-report';
export {
  NOTIFICATIONS_READ_KIND,
  notificationsReadKind,
  type NotificationsReadPayload,
} from './notifications-read';

export {
  GATE_CHECK_IN_KIND,
  GATE_CHECK_OUT_KIND,
  gateCheckInKind,
  gateCheckOutKind,
  visitKey,
  type GateCheckInPayload,
  type GateCheckOutPayload,
  type GateShown,
} from './gate-entries';
export {
  GATE_PHONE_DECISION_KIND,
  GATE_WALK_IN_KIND,
  GATE_WALK_IN_PHOTO_FIELD,
  gatePhoneDecisionKind,
  gateWalkInKind,
  walkInKey,
  type GatePhoneDecisionPayload,
  type GateWalkInPayload,
} from './gate-walk-ins';
export {
  GATE_STANDING_ENTRY_KIND,
  GATE_VEHICLE_ENTRY_KIND,
  gateStandingEntryKind,
  gateVehicleEntryKind,
  type GateStandingEntryPayload,
  type GateVehicleEntryPayload,
} from './gate-standing';
export {
  HELPDESK_PHOTO_FIELD,
  HELPDESK_REPORT_KIND,
  helpdeskReportKind,
  type HelpdeskReportPayload,
} from './helpdesk-report';
export {
  HELPDESK_COMMENT_KIND,
  HELPDESK_COMMENT_PHOTO_FIELD,
  helpdeskCommentKind,
  ticketCommentsKey,
  type HelpdeskCommentPayload,
} from './helpdesk-comment';

export {
  PAYMENT_NOTICE_KIND,
  paymentNoticeKind,
  type PaymentNoticePayload,
} from './payment-notice';

export {
  GATE_PARCEL_KIND,
  GATE_PARCEL_PHOTO_FIELD,
  PARCEL_INSTRUCTION_KIND,
  gateParcelKind,
  parcelInstructionKind,
  parcelKey,
  type GateParcelPayload,
  type ParcelInstructionPayload,
} from './gate-parcels';

export { POLL_VOTE_KIND, pollBallotKey, pollVoteKind, type PollVotePayload } from './poll-vote';

export {
  ASSISTANT_HANDOVER_KIND,
  assistantHandoverKind,
  type AssistantHandoverPayload,
} from './assistant-handover';

export function registerOutboxKinds(): void {
  // Registering replaces by name, so calling this twice (StrictMode, hot reload) is harmless.
  registerOutboxKind(golfCartKind);
  registerOutboxKind(eventRegistrationKind);
  registerOutboxKind(eventCancelKind);
  registerOutboxKind(lostFoundReportKind);
  registerOutboxKind(notificationsReadKind);
  registerOutboxKind(gateCheckInKind);
  registerOutboxKind(gateCheckOutKind);
  registerOutboxKind(gateWalkInKind);
  registerOutboxKind(gatePhoneDecisionKind);
  registerOutboxKind(gateStandingEntryKind);
  registerOutboxKind(gateVehicleEntryKind);
  registerOutboxKind(helpdeskReportKind);
  registerOutboxKind(helpdeskCommentKind);
  registerOutboxKind(paymentNoticeKind);
  registerOutboxKind(gateParcelKind);
  registerOutboxKind(parcelInstructionKind);
  registerOutboxKind(pollVoteKind);
  registerOutboxKind(assistantHandoverKind);
}
