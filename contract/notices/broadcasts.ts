/**
 * Notices from the RWA to every resident (issue 14): info goes to the inbox, urgent and
 * emergency are pushed too, and an emergency also goes by SMS where a gateway is configured.
 * Residents acknowledge them; the RWA sees how many apartments have.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, requiredText } from '../platform/fields';
import { messages } from '../messages';

export const broadcastSeverities = ['info', 'urgent', 'emergency'] as const;
export type BroadcastSeverity = (typeof broadcastSeverities)[number];

export const broadcastInput = z.strictObject({
  title: requiredText('Title', 'line'),
  body: requiredText('Message', 'comment'),
  severity: z.enum(broadcastSeverities, { error: messages.broadcastSeverityInvalid }),
});
export type BroadcastInput = z.input<typeof broadcastInput>;

export const broadcast = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  severity: z.enum(broadcastSeverities),
  created_at: z.string(),
  /** Apartments that had a resident acknowledge it, of `recipients` apartments. */
  acknowledged: z.number(),
  recipients: z.number(),
  /** Whether the caller has acknowledged it. */
  acknowledged_by_me: z.boolean(),
});
export type Broadcast = z.infer<typeof broadcast>;

export const sendBroadcast = defineEndpoint({
  method: 'POST',
  path: 'broadcasts',
  access: 'rwa',
  body: broadcastInput,
  created: 'always',
  response: broadcast,
  failure: messages.broadcastFailed,
  audit: { action: 'broadcast.send', target: 'broadcast' },
});

/** Newest first: for the RWA every broadcast, for a resident those of the last 30 days. */
export const listBroadcasts = defineEndpoint({
  method: 'GET',
  path: 'broadcasts',
  access: 'member',
  response: z.array(broadcast),
  failure: messages.broadcastsFetchFailed,
});

export const getBroadcast = defineEndpoint({
  method: 'GET',
  path: 'broadcasts/:id',
  access: 'member',
  params: byId,
  response: broadcast,
  failure: messages.broadcastsFetchFailed,
});

export const acknowledgeBroadcast = defineEndpoint({
  method: 'POST',
  path: 'broadcasts/:id/ack',
  access: 'member',
  params: byId,
  response: broadcast,
  idempotent: true,
  failure: messages.broadcastAckFailed,
});
