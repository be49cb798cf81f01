/**
 * SOS (issue 34): a resident raises it from the app and the gate desk sees it at once as a
 * full-screen alert (the desk asks `gate/sos` every few seconds, so it works across servers), the
 * RWA is told by inbox and push, and the guard's "On my way" shows on the resident's phone. It is
 * never queued: with no network the app offers the gate's phone (contract/platform/estate.ts).
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId } from '../platform/fields';
import { messages } from '../messages';

/** Raised, then acknowledged by the first guard who answers ("On my way"). */
export const sosStates = ['raised', 'acknowledged'] as const;
export type SosState = (typeof sosStates)[number];

export const sosAlert = z.object({
  id: z.string(),
  apartment: z.string(),
  /** Who raised it, and the phone to call them back on. */
  name: z.string(),
  phone: z.string(),
  raised_at: z.string(),
  state: z.enum(sosStates),
  /** The guard who answered, and when; null while nobody has. */
  acknowledged_by: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
});
export type SosAlert = z.infer<typeof sosAlert>;

/**
 * Raises an SOS for the caller's flat. Pressed again while the caller's last SOS is still
 * unanswered, it answers that one (200) rather than raising a second alarm; an Idempotency-Key
 * makes a retried press the same press.
 */
export const raiseSos = defineEndpoint({
  method: 'POST',
  path: 'sos',
  access: 'member',
  created: 'when-new',
  response: sosAlert,
  idempotent: true,
  failure: messages.sosFailed,
});

/** The member who raised it follows it: raised, then who is on the way and since when. */
export const getSos = defineEndpoint({
  method: 'GET',
  path: 'sos/:id',
  access: 'member',
  params: byId,
  response: sosAlert,
  failure: messages.sosFetchFailed,
});

/** Unanswered SOS of the last day, oldest first, then those answered in the last hour. */
export const listGateSos = defineEndpoint({
  method: 'GET',
  path: 'gate/sos',
  access: 'guard',
  response: z.array(sosAlert),
  failure: messages.gateSosFetchFailed,
});

/** "On my way": the first guard's answer stands; a second guard is answered with it. */
export const acknowledgeSos = defineEndpoint({
  method: 'POST',
  path: 'gate/sos/:id/acknowledge',
  access: 'guard',
  params: byId,
  response: sosAlert,
  failure: messages.sosAcknowledgeFailed,
});
