/**
 * The flats dues are billed to (issue 33): every apartment of the register with its area in sq ft,
 * set one by one or by CSV, and what it owes.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { apartmentNumber } from '../platform/fields';
import { messages } from '../messages';

export const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/** Every apartment of the register, its area (null: not yet given) and what it owes. */
export const duesFlat = z.object({
  apartment: z.string(),
  area_sqft: z.number().nullable(),
  balance_paise: z.number(),
});
export type DuesFlat = z.infer<typeof duesFlat>;

export const listDuesFlats = defineEndpoint({
  method: 'GET',
  path: 'dues/flats',
  access: 'rwa',
  response: z.array(duesFlat),
  failure: messages.duesFlatsLoadFailed,
});

export const MAX_AREA_SQFT = 100_000;

export const flatArea = z.strictObject({
  area_sqft: wholeNumber(messages.areaRange)
    .min(1, messages.areaRange)
    .max(MAX_AREA_SQFT, messages.areaRange),
});

export const setFlatArea = defineEndpoint({
  method: 'PUT',
  path: 'dues/flats/:apartment',
  access: 'rwa',
  params: z.strictObject({ apartment: apartmentNumber }),
  body: flatArea,
  response: duesFlat,
  failure: messages.flatAreaSaveFailed,
  audit: { action: 'dues.flat_area', target: 'flat' },
});

/** `apartment_number,area_sqft` rows: each row alone (a bad one never stops the good). */
export const flatAreasResult = z.object({
  updated: z.number(),
  problems: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type FlatAreasResult = z.infer<typeof flatAreasResult>;

export const uploadFlatAreas = defineEndpoint({
  method: 'POST',
  path: 'dues/flat-areas',
  access: 'rwa',
  bodyType: 'csv',
  response: flatAreasResult,
  failure: messages.flatAreasUploadFailed,
  audit: { action: 'dues.flat_areas', target: 'flat' },
});
