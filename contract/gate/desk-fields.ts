/**
 * Fields every write of the guard desk shares (issue 17): the device names what it records (so
 * it can be queued), says when it happened, and at which gate. Kept apart from desk.ts so the
 * gate's other writes (standing-approval entries, vehicle entries) use the same ones.
 */
import { z } from 'zod';
import { isoInstant, requiredText } from '../platform/fields';
import { messages } from '../messages';

/** Visits and walk-ins are named by the device that records them, so they can be queued. */
export const deviceId = z.uuid('id must be a uuid');

/** When it happened on the device; the server takes its own clock when absent. */
export const happenedAt = isoInstant('at').optional();

export const gateName = requiredText('Gate', 'line', messages.gateRequired);
