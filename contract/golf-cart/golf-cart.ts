/** Golf-cart rides (SPEC.md §2 /golf-cart, §3 Golf cart request, §5 Golf cart rules, §8). */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  apartmentNumber,
  byId,
  freeText,
  isoDate,
  optionalText,
  phoneNumber,
  requiredText,
} from '../platform/fields';
import { messages } from '../messages';
import { defineLifecycle } from '../requests/lifecycle';

/**
 * A ride's life: the office accepts it (perhaps with a note: "Cart 2, about 10 min"), sets off
 * and completes it, or declines it with a reason; the resident may cancel while it waits.
 */
export const golfCartLifecycle = defineLifecycle({
  states: ['Requested', 'Accepted', 'On the way', 'Completed', 'Declined', 'Cancelled'],
  initial: 'Requested',
  moves: [
    { from: ['Requested'], to: 'Accepted', by: 'rwa', carries: 'note' },
    { from: ['Accepted'], to: 'On the way', by: 'rwa', carries: 'note' },
    { from: ['On the way'], to: 'Completed', by: 'rwa' },
    { from: ['Requested', 'Accepted'], to: 'Declined', by: 'rwa', carries: 'reason' },
    { from: ['Requested', 'Accepted'], to: 'Cancelled', by: 'owner' },
  ],
});
export type GolfCartStatus = (typeof golfCartLifecycle.states)[number];

export const golfCartDurations = [15, 30, 45, 60] as const;
export const defaultGolfCartDuration = 15;

/**
 * `date` is ours, not SPEC.md's: a request queued offline late at night must still mean the day
 * it was made for, so the outbox can tell when it has expired. The server takes today when absent.
 */
export const golfCartRequest = z.strictObject({
  pickup_location: requiredText('Pickup location', 'line', messages.pickupRequired),
  dropoff_location: requiredText('Drop-off location', 'line', messages.dropoffRequired),
  duration: z
    .number({ error: messages.durationRequired })
    .refine((value) => (golfCartDurations as readonly number[]).includes(value), {
      message: messages.durationRequired,
    }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.golfCartTimeInFuture),
  date: isoDate('Date').optional(),
  comments: optionalText('Comments', 'comment'),
  user_id: phoneNumber,
  apartment_number: apartmentNumber,
  phone_number: phoneNumber,
});
export type GolfCartRequest = z.input<typeof golfCartRequest>;

export const golfCartRide = z.object({
  request_id: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  duration: z.number(),
  date: z.string(),
  time: z.string(),
  comments: z.string(),
  user_id: z.string(),
  apartment_number: z.string(),
  phone_number: z.string(),
  status: z.enum(golfCartLifecycle.states),
  /** The note or reason of the latest move ('' when it had none). */
  status_note: z.string(),
  created_at: z.string(),
});
export type GolfCartRide = z.infer<typeof golfCartRide>;

export const requestGolfCart = defineEndpoint({
  method: 'POST',
  path: 'golf-cart/golf-cart/request',
  access: 'member',
  body: golfCartRequest,
  created: 'always',
  response: z.object({ request_id: z.string(), status: z.string(), message: z.string() }),
  idempotent: true,
  failure: messages.golfCartFailed,
});

/** Not in SPEC.md: a resident asks for a cart so that someone at the estate office sees it. */
export const listGolfCartRequests = defineEndpoint({
  method: 'GET',
  path: 'golf-cart/golf-cart/requests',
  access: 'rwa',
  response: z.array(golfCartRide),
  failure: messages.golfCartListFailed,
});

export const golfCartStatusChange = z.strictObject({
  status: z.enum(golfCartLifecycle.states, { error: messages.golfCartStatusUnknown }),
  note: freeText('Note', 'comment').optional(),
});
export type GolfCartStatusChange = z.input<typeof golfCartStatusChange>;

/** The office moves any ride along its lifecycle; a resident may only cancel their own. */
export const updateGolfCartStatus = defineEndpoint({
  method: 'PUT',
  path: 'golf-cart/golf-cart/requests/:id/status',
  access: 'member',
  params: byId,
  body: golfCartStatusChange,
  response: golfCartRide,
  failure: messages.golfCartStatusFailed,
  audit: { action: 'golf_cart.status', target: 'golf_cart_request' },
});
