/**
 * What the API document (openapi.ts) says of refusals that the contract's schemas cannot: the
 * statuses a handler answers beyond what its kind of call implies, and the sentences of the
 * 400s its rules give (a date that must not be past, a category that is gone). The server
 * suite holds every answer to the first (document-conformance.ts), and samples of the document
 * to the second (openapi-samples.test.ts).
 */
import type { EndpointName } from './index';
import { messages } from './messages';
import type { ErrorStatus } from './openapi';

/**
 * Refusals a handler makes beyond what its kind of call implies (below): a sign-in of the wrong
 * role, a link gone stale, results asked for before a poll closes, a rule of the gate's, an
 * SMS gateway that failed, a payment gateway's event that does not hold or is not configured. The server suite holds every answer to this (document-conformance.ts).
 */
export const ALSO_ANSWERS: Partial<Record<EndpointName, readonly ErrorStatus[]>> = {
  generateOtp: [502],
  rwaGenerateOtp: [502],
  gateGenerateOtp: [502],
  verifyOtp: [403],
  rwaVerifyOtp: [403],
  gateVerifyOtp: [403],
  openDocumentLink: [403],
  // Razorpay's signed event, read raw (its signature covers the bytes): no schema of ours.
  razorpayWebhook: [400, 401, 404],
  pollResults: [409],
  pollBulletin: [409],
  pollResultsCsv: [409],
  pollResultsPdf: [409],
  createPass: [422],
  createStandingApproval: [422],
  recordStandingEntry: [422],
  recordWalkIn: [422],
  logParcel: [422],
  collectParcel: [422],
};

/** The 400s of a handler's own rules, in its words. */
export const REFUSED_WHEN: Partial<Record<EndpointName, readonly string[]>> = {
  verifyOtp: [messages.signInFailed],
  rwaVerifyOtp: [messages.signInFailed],
  gateVerifyOtp: [messages.signInFailed],
  checkAvailability: [messages.bookingNoCourt, messages.bookingDateRange],
  createEvent: [messages.eventDateFuture, messages.eventDeadlineFuture],
  updateEvent: [messages.eventDateFuture, messages.eventDeadlineFuture],
  createUser: [messages.membershipStartRange],
  updateUser: [messages.membershipStartRange],
  editUser: [messages.membershipStartRange],
  listVisits: [messages.visitsRangeInvalid],
  exportVisits: [messages.visitsRangeInvalid],
  listEstatePasses: [messages.visitsRangeInvalid],
  listEstateWalkIns: [messages.visitsRangeInvalid],
  exportBookings: [messages.bookingsRangeInvalid],
  reportLostFoundItem: [messages.lostFoundDateFuture],
  createLostFoundItem: [messages.lostFoundDateFuture],
  updateLostFoundItem: [messages.lostFoundDateFuture],
  reportTicket: [messages.ticketCategoryUnknown],
};
