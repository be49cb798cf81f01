/**
 * The annual general meeting (issue 36): a date, a venue, an agenda of resolutions — each a poll
 * of flats tied to the meeting (`agm_id` on the poll) — and the attendance the RWA marks at the
 * door. Paper votes at the meeting go through the resolutions' own `paper-votes` call.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { apartmentNumber, isoInstant, optionalText, requiredText } from '../platform/fields';
import { messages } from '../messages';
import { poll } from './polls';

export const agmFields = z.strictObject({
  title: requiredText('Title', 'line', messages.agmTitleRequired),
  held_at: isoInstant('Held at'),
  venue: optionalText('Venue', 'line'),
});
export type AgmFields = z.input<typeof agmFields>;

export const agm = z.object({
  id: z.string(),
  title: z.string(),
  held_at: z.string(),
  venue: z.string(),
});
export type Agm = z.infer<typeof agm>;

export const agmDetail = agm.extend({
  /** The resolutions, in the order they were added. */
  agenda: z.array(poll),
  /** Flats marked present, in order of flat. */
  attendance: z.array(z.string()),
  /** Flats on the roll, for "present of eligible". */
  eligible: z.number(),
});
export type AgmDetail = z.infer<typeof agmDetail>;

const byAgm = z.strictObject({ id: z.uuid(messages.agmNotFound) });

export const createAgm = defineEndpoint({
  method: 'POST',
  path: 'agms',
  access: 'rwa',
  body: agmFields,
  response: agm,
  failure: messages.agmSaveFailed,
  audit: { action: 'agm.create', target: 'agm' },
});

export const listAgms = defineEndpoint({
  method: 'GET',
  path: 'agms',
  access: 'member',
  response: z.array(agm),
  failure: messages.agmsFetchFailed,
});

export const getAgm = defineEndpoint({
  method: 'GET',
  path: 'agms/:id',
  access: 'member',
  params: byAgm,
  response: agmDetail,
  failure: messages.agmsFetchFailed,
});

/** Marks a flat present (or not) at the meeting's door. */
export const markAttendance = defineEndpoint({
  method: 'PUT',
  path: 'agms/:id/attendance',
  access: 'rwa',
  params: byAgm,
  body: z.strictObject({ apartment: apartmentNumber, present: z.boolean() }),
  response: z.object({ attendance: z.array(z.string()) }),
  failure: messages.attendanceFailed,
  audit: { action: 'agm.attendance', target: 'agm' },
});
