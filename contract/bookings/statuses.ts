/**
 * A booking's statuses (SPEC.md §3, §4): the five a booking can have, a court booking's lifecycle,
 * and the status a caller names in a path, read whatever its case.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { defineLifecycle } from '../requests/lifecycle';

export const bookingStatuses = ['Booked', 'Pending', 'Confirmed', 'Declined', 'Cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A court booking: the resident cancels it while it is ahead; the office cancels with a reason. */
export const courtLifecycle = defineLifecycle({
  states: ['Booked', 'Cancelled'],
  initial: 'Booked',
  moves: [
    { from: ['Booked'], to: 'Cancelled', by: 'owner' },
    { from: ['Booked'], to: 'Cancelled', by: 'rwa', carries: 'reason' },
  ],
});

/** §4: statuses are compared case-insensitively; `confirmed` and `CONFIRMED` are one status. */
export const bookingStatusParam = z
  .string({ error: messages.bookingStatusParamsMissing })
  .transform((value, context) => {
    const status = bookingStatuses.find((known) => known.toLowerCase() === value.toLowerCase());
    if (!status) {
      context.addIssue({ code: 'custom', message: messages.bookingStatusUnknown });
      return z.NEVER;
    }
    return status;
  })
  // For the API document, which cannot read the rule above: the statuses, in any case.
  .meta({ enum: [...bookingStatuses], description: messages.bookingStatusUnknown });
