/**
 * The guard desk (issue 17): what the desk keeps on the device for a shift without network
 * (today's passes, the revocation list, the apartment directory, the pass-signing keys), and the
 * writes it sends through the outbox (check-in, check-out, walk-ins and their phone answers),
 * each with its Idempotency-Key and the time it really happened.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { jsonField, phoneNumber, requiredText } from '../platform/fields';
import { messages } from '../messages';
import { deviceId, gateName, happenedAt } from './desk-fields';
import { deskStanding } from './standing';
import { deskVehicle } from '../vehicles/vehicles';
import { passKinds, visit, weekdays } from './visitors';

/** The fields every desk write shares live in desk-fields.ts; the parcels take them from here. */
export { deviceId, gateName, happenedAt };

/**
 * What the desk needs of a pass: enough to let in and to match the visitor (their vehicle, the
 * resident's note for the gate), nothing else of the resident's.
 */
export const deskPass = z.object({
  id: z.string(),
  kind: z.enum(passKinds),
  name: z.string(),
  apartment: z.string(),
  code: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  days: z.array(z.enum(weekdays)),
  people: z.number(),
  vehicle: z.string(),
  /** What the resident told the gate ("Blue Swift, will park at visitor bay"). */
  note: z.string(),
  /** A one-time pass's entry, if it has been used. */
  used_at: z.string().nullable(),
});
export type DeskPass = z.infer<typeof deskPass>;

/** The flats, who lives there and how to call them: nothing else (no email, no documents). */
export const directoryEntry = z.object({
  apartment: z.string(),
  residents: z.array(z.object({ name: z.string(), phone: z.string() })),
});
export type DirectoryEntry = z.infer<typeof directoryEntry>;

export const passSigningKey = z.object({
  id: z.string(),
  /** The raw 32-byte Ed25519 public key, base64url. */
  public_key: z.string(),
});

export const deskSnapshot = z.object({
  generated_at: z.string(),
  keys: z.array(passSigningKey),
  passes: z.array(deskPass),
  /** Ids of revoked passes whose window has not ended: refuse their QR offline too. */
  revoked: z.array(z.string()),
  directory: z.array(directoryEntry),
  /** Who is inside now, to check out. */
  inside: z.array(visit),
  /** Inside visitors' pass end plus the RWA's grace (visit id → ISO): later, they overstay. */
  due_out: z.record(z.string(), z.string()).optional(),
  /** Standing approvals live today or soon (issue 34); absent from a copy saved before them. */
  standing: z.array(deskStanding).optional(),
  /** Every registered plate and its flat (issue 34); absent likewise. */
  vehicles: z.array(deskVehicle).optional(),
});
export type DeskSnapshot = z.infer<typeof deskSnapshot>;

export const getDesk = defineEndpoint({
  method: 'GET',
  path: 'gate/desk',
  access: 'guard',
  response: deskSnapshot,
  failure: messages.deskFetchFailed,
});

/**
 * `recorded_offline`: the desk has already let this person in on its own judgement (from its
 * saved list, with or without network), so the server records the entry whatever it finds and
 * flags what is wrong for the RWA ("used twice"). Without it the server is the judge: a pass
 * that fails its rules is refused and nothing is recorded (a code the desk's list lacks).
 */
export const checkInFields = z
  .strictObject({
    visit_id: deviceId,
    code: z
      .string()
      .regex(/^\d{6}$/, messages.codeOrPassRequired)
      .optional(),
    pass_id: z
      .string()
      .regex(/^\d{1,18}$/, messages.codeOrPassRequired)
      .optional(),
    gate: gateName,
    people: z.number().int().min(1, messages.peopleRange).max(50, messages.peopleRange).optional(),
    at: happenedAt,
    recorded_offline: z.boolean().optional(),
  })
  .refine((body) => body.code !== undefined || body.pass_id !== undefined, {
    message: messages.codeOrPassRequired,
  });
export type CheckInFields = z.input<typeof checkInFields>;

export const checkIn = defineEndpoint({
  method: 'POST',
  path: 'gate/check-in',
  access: 'guard',
  body: checkInFields,
  response: z.object({ message: z.string(), visit }),
  idempotent: true,
  failure: messages.checkInFailed,
});

export const checkOut = defineEndpoint({
  method: 'POST',
  path: 'gate/check-out',
  access: 'guard',
  body: z.strictObject({ visit_id: deviceId, at: happenedAt }),
  response: z.object({ message: z.string(), visit }),
  idempotent: true,
  failure: messages.checkOutFailed,
});

export const walkInDecisions = ['approved', 'denied'] as const;
export type WalkInDecision = (typeof walkInDecisions)[number];

export const walkIn = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  purpose: z.string(),
  apartment: z.string(),
  gate: z.string(),
  /** A signed-in URL of the visitor's photo, or null. */
  photo_url: z.string().nullable(),
  status: z.enum(['waiting', ...walkInDecisions]),
  decided_by: z.string(),
  decided_via: z.enum(['app', 'phone', '']),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  guard_name: z.string(),
  /** The visit an approval opened (the visitor is inside), else null. */
  visit_id: z.string().nullable(),
});
export type WalkIn = z.infer<typeof walkIn>;

export const walkInFields = z.strictObject({
  id: deviceId,
  name: requiredText('Name', 'name', messages.passNameRequired),
  phone: z.union([phoneNumber, z.literal('')]).optional(),
  purpose: requiredText('Purpose', 'line', messages.purposeRequired),
  apartment: requiredText('Apartment', 'line', messages.apartmentRequired),
  gate: gateName,
  at: happenedAt,
});
export type WalkInFields = z.input<typeof walkInFields>;

/** Multipart: `walk_in` is the JSON of `walkInFields`, `photo` an optional JPEG/PNG. */
export const recordWalkIn = defineEndpoint({
  method: 'POST',
  path: 'gate/walk-ins',
  access: 'guard',
  bodyType: 'multipart',
  body: z.strictObject({ walk_in: jsonField(walkInFields, messages.walkInFailed) }),
  upload: {
    field: 'photo',
    rule: 'image',
    missing: messages.walkInFailed,
    wrongType: messages.lostFoundImageType,
    optional: true,
  },
  created: 'always',
  response: walkIn,
  idempotent: true,
  failure: messages.walkInFailed,
});

/** A resident of the walk-in's apartment answers; the first answer wins, later ones get 409. */
export const decideWalkIn = defineEndpoint({
  method: 'PUT',
  path: 'gate/walk-ins/:id',
  access: 'member',
  params: z.strictObject({ id: deviceId }),
  body: z.strictObject({ decision: z.enum(walkInDecisions) }),
  response: walkIn,
  failure: messages.walkInDecisionFailed,
});

/** No answer in the app (or no network): the guard called the flat and records what they said. */
export const recordPhoneDecision = defineEndpoint({
  method: 'PUT',
  path: 'gate/walk-ins/:id/phone-decision',
  access: 'guard',
  params: z.strictObject({ id: deviceId }),
  body: z.strictObject({
    decision: z.enum(walkInDecisions),
    resident: requiredText('Resident', 'name', messages.calledResidentRequired),
    at: happenedAt,
  }),
  response: walkIn,
  idempotent: true,
  failure: messages.walkInDecisionFailed,
});

/** A guard: any walk-in; a member: their apartment's. How the desk hears the answer. */
export const getWalkIn = defineEndpoint({
  method: 'GET',
  path: 'gate/walk-ins/:id',
  access: 'signed_in',
  params: z.strictObject({ id: deviceId }),
  response: walkIn,
  failure: messages.walkInNotFound,
});

/** A member: their apartment's walk-ins of the last day (waiting first); a guard: today's. */
export const listWalkIns = defineEndpoint({
  method: 'GET',
  path: 'gate/walk-ins',
  access: 'signed_in',
  response: z.array(walkIn),
  failure: messages.walkInNotFound,
});
