/**
 * Requests across kinds, for the resident's /my-requests and the office's "Needs you" queue
 * (issue 14): each golf-cart ride, banquet request and court booking with its status and the
 * moves it went through. What may happen next comes from each kind's lifecycle
 * (`lifecycleOf`), so the buttons and the server agree.
 */
import { z } from 'zod';
import { courtLifecycle } from '../bookings/bookings';
import { banquetLifecycle } from '../bookings/banquet';
import { defineEndpoint } from '../platform/endpoint';
import { registrationLifecycle } from '../events/events';
import { golfCartLifecycle } from '../golf-cart/golf-cart';
import { messages } from '../messages';
import type { Lifecycle } from './lifecycle';

export const requestKinds = ['golf_cart', 'banquet', 'court', 'registration'] as const;
export type RequestKind = (typeof requestKinds)[number];

export function lifecycleOf(kind: RequestKind): Lifecycle<string> {
  if (kind === 'golf_cart') return golfCartLifecycle;
  if (kind === 'registration') return registrationLifecycle;
  return kind === 'banquet' ? banquetLifecycle : courtLifecycle;
}

export const requestStep = z.object({
  status: z.string(),
  note: z.string(),
  /** ISO instant. */
  at: z.string(),
  by_role: z.enum(['rwa', 'member']),
});
export type RequestStep = z.infer<typeof requestStep>;

export const requestItem = z.object({
  kind: z.enum(requestKinds),
  /** The id the kind's own calls take (a ride's request_id, a booking_id, an event's id). */
  id: z.string(),
  /** e.g. 'Golf cart: Tower A → Clubhouse', 'Badminton court', 'Banquet hall: Birthday'. */
  title: z.string(),
  /** yyyy-MM-dd and HH:MM (India) of the ride or booking; end_time for a banquet. */
  date: z.string(),
  time: z.string(),
  end_time: z.string(),
  status: z.string(),
  /** The note or reason of the latest move. */
  status_note: z.string(),
  apartment_number: z.string(),
  phone_number: z.string(),
  /** The resident's name, for the office. */
  name: z.string(),
  /** Extra facts to show: duration, guests, comments. */
  details: z.string(),
  /** ISO instant the request was made. */
  created_at: z.string(),
  /** Oldest first. */
  history: z.array(requestStep),
});
export type RequestItem = z.infer<typeof requestItem>;

/** The caller's rides, bookings and event registrations from the last 30 days on, latest first. */
export const myRequests = defineEndpoint({
  method: 'GET',
  path: 'requests/mine',
  access: 'member',
  response: z.array(requestItem),
  failure: messages.requestsFetchFailed,
});

/** What waits on the office: pending banquet requests and rides not yet done, oldest first. */
export const openRequests = defineEndpoint({
  method: 'GET',
  path: 'requests/open',
  access: 'rwa',
  response: z.array(requestItem),
  failure: messages.requestsFetchFailed,
});
