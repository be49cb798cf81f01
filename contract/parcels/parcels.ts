/**
 * Parcels at the gate (issue 34). The guard logs a parcel (flat, courier, count, maybe a photo),
 * offline-first like a walk-in: named by the device, sent through the outbox with its
 * Idempotency-Key. The flat is told at once and gets a 4-digit collection code; it chooses
 * "Leave at the gate" or "Bring it up". The guard hands the parcel over against that code, or to
 * a person of the flat named in the register. The desk lists what waits, oldest first, and the
 * RWA sees parcels left uncollected longer than the days it sets.
 *
 * The code is the flat's alone: the desk and the RWA never receive it (a guard who could read
 * it could hand the parcel to anyone).
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { jsonField, optionalText, requiredText } from '../platform/fields';
import { messages } from '../messages';
import { deviceId, gateName, happenedAt } from '../gate/desk';

export const parcelInstructions = ['leave_at_gate', 'bring_up'] as const;
export type ParcelInstruction = (typeof parcelInstructions)[number];

export const parcelInstructionLabels: Record<ParcelInstruction, string> = {
  leave_at_gate: 'Leave at the gate',
  bring_up: 'Bring it up',
};

export const parcelStatuses = ['waiting', 'collected'] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];

export const parcelLimits = {
  maxCount: 20,
  /** Wrong codes for one parcel within the hour before only a named person may take it. */
  wrongCodes: 5,
  minOverdueDays: 1,
  maxOverdueDays: 60,
} as const;

export const COLLECTION_CODE = /^\d{4}$/;

export const parcelFields = z.strictObject({
  id: deviceId,
  apartment: requiredText('Apartment', 'line', messages.apartmentRequired),
  courier: requiredText('Courier', 'line', messages.courierRequired),
  count: z
    .number({ error: messages.parcelCountRange })
    .int(messages.parcelCountRange)
    .min(1, messages.parcelCountRange)
    .max(parcelLimits.maxCount, messages.parcelCountRange)
    .optional(),
  note: optionalText('Note', 'comment'),
  gate: gateName,
  at: happenedAt,
});
export type ParcelFields = z.input<typeof parcelFields>;

/** A parcel as the desk and the RWA see it: everything but the flat's collection code. */
export const deskParcel = z.object({
  id: z.string(),
  apartment: z.string(),
  courier: z.string(),
  count: z.number(),
  note: z.string(),
  gate: z.string(),
  /** The photo's URL (its 480 px copy), or null. */
  photo_url: z.string().nullable(),
  status: z.enum(parcelStatuses),
  /** What the flat chose; null until it chooses. */
  instruction: z.enum(parcelInstructions).nullable(),
  /** When it reached the gate (the device's time, perhaps offline). */
  logged_at: z.string(),
  guard_name: z.string(),
  collected_at: z.string().nullable(),
  /** Who took it: the person named, or '' when the code was shown. */
  collected_by: z.string(),
  collected_via: z.enum(['code', 'named', '']),
});
export type DeskParcel = z.infer<typeof deskParcel>;

/** The flat's own view: with the code to show at the gate. */
export const myParcel = deskParcel.extend({ code: z.string() });
export type MyParcel = z.infer<typeof myParcel>;

/** Multipart: `parcel` is the JSON of `parcelFields`, `photo` an optional JPEG/PNG. */
export const logParcel = defineEndpoint({
  method: 'POST',
  path: 'gate/parcels',
  access: 'guard',
  bodyType: 'multipart',
  body: z.strictObject({ parcel: jsonField(parcelFields, messages.parcelLogFailed) }),
  upload: {
    field: 'photo',
    rule: 'image',
    missing: messages.parcelLogFailed,
    wrongType: messages.lostFoundImageType,
    optional: true,
  },
  created: 'always',
  response: deskParcel,
  idempotent: true,
  failure: messages.parcelLogFailed,
});

/** `waiting` (the default): every parcel not yet handed over, oldest first; `collected`: the last day's. */
export const listDeskParcels = defineEndpoint({
  method: 'GET',
  path: 'gate/parcels',
  access: 'guard',
  query: z.strictObject({ status: z.enum(parcelStatuses).optional() }),
  response: z.array(deskParcel),
  failure: messages.parcelsFetchFailed,
});

export const collectFields = z
  .strictObject({
    code: z.string().regex(COLLECTION_CODE, messages.collectionCodeDigits).optional(),
    /** A person of the flat, as the register names them. */
    collector: requiredText('Collector', 'name', messages.collectorRequired).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.collector === undefined), {
    message: messages.collectorRequired,
  });
export type CollectFields = z.input<typeof collectFields>;

/** Online only: the server keeps the code, so only it can say the code is right. */
export const collectParcel = defineEndpoint({
  method: 'POST',
  path: 'gate/parcels/:id/collect',
  access: 'guard',
  params: z.strictObject({ id: deviceId }),
  body: collectFields,
  response: deskParcel,
  failure: messages.parcelCollectFailed,
});

/** The flat's parcels: all still waiting, and those handed over in the last week. */
export const myParcels = defineEndpoint({
  method: 'GET',
  path: 'parcels/my',
  access: 'member',
  response: z.array(myParcel),
  failure: messages.parcelsFetchFailed,
});

/** Sent through the outbox, so a choice made with no signal still reaches the gate. */
export const setParcelInstruction = defineEndpoint({
  method: 'PUT',
  path: 'parcels/:id',
  access: 'member',
  params: z.strictObject({ id: deviceId }),
  body: z.strictObject({
    instruction: z.enum(parcelInstructions, { error: messages.parcelInstructionRequired }),
  }),
  response: myParcel,
  idempotent: true,
  failure: messages.parcelInstructionFailed,
});

const overdueDays = z
  .number({ error: messages.overdueDaysRange })
  .int(messages.overdueDaysRange)
  .min(parcelLimits.minOverdueDays, messages.overdueDaysRange)
  .max(parcelLimits.maxOverdueDays, messages.overdueDaysRange);

/** Parcels waiting longer than `overdue_days` (the RWA's setting), oldest first. */
export const listOverdueParcels = defineEndpoint({
  method: 'GET',
  path: 'parcels/overdue',
  access: 'rwa',
  response: z.object({ overdue_days: z.number(), parcels: z.array(deskParcel) }),
  failure: messages.overdueParcelsFailed,
});

/** The RWA's setting, as its form and the call check it. */
export const parcelSettings = z.strictObject({ overdue_days: overdueDays });
export type ParcelSettings = z.output<typeof parcelSettings>;

export const setParcelOverdueDays = defineEndpoint({
  method: 'PUT',
  path: 'parcels/overdue-days',
  access: 'rwa',
  body: parcelSettings,
  response: z.object({ overdue_days: z.number() }),
  failure: messages.overdueDaysSaveFailed,
  audit: { action: 'parcels.overdue_days', target: 'parcel_settings' },
});
