/**
 * The RWA's estate visitor log beside the visits (issue 34): every flat's passes and walk-ins.
 * A pass here never carries its live code or its QR: those let a person in, and only the flat
 * that made the pass holds them. Walk-ins here are to read; only their own flat answers them.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { apartmentFilter, isoDate } from '../platform/fields';
import { messages } from '../messages';
import { walkIn } from './desk';
import { passKinds, visitorPass } from './visitors';

/** A pass as the estate's log shows it: where it stands, never how to get in with it. */
export const loggedPass = visitorPass.omit({ code: true, qr: true });
export type LoggedPass = z.infer<typeof loggedPass>;

/** India days and a flat, as the visits are filtered; passes by kind too. */
export const walkInLogQuery = z.strictObject({
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
  apartment: apartmentFilter.optional(),
});
export type WalkInLogQuery = z.input<typeof walkInLogQuery>;

export const passLogQuery = walkInLogQuery.extend({ kind: z.enum(passKinds).optional() });
export type PassLogQuery = z.input<typeof passLogQuery>;

/** Passes whose window meets the days, newest first, at most 1,000. */
export const listEstatePasses = defineEndpoint({
  method: 'GET',
  path: 'visitors/passes/all',
  access: 'rwa',
  query: passLogQuery,
  response: z.array(loggedPass),
  failure: messages.passesFetchFailed,
});

/** Walk-ins recorded on the days, newest first, at most 1,000. */
export const listEstateWalkIns = defineEndpoint({
  method: 'GET',
  path: 'visitors/walk-ins',
  access: 'rwa',
  query: walkInLogQuery,
  response: z.array(walkIn),
  failure: messages.visitsFetchFailed,
});
