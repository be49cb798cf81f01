/**
 * The vehicle register (issue 34): each flat registers its vehicles — the plate (one plate, one
 * flat at a time: contract/vehicles/plates.ts says when two spellings are one plate), the kind,
 * the colour and the estate's sticker number. The desk carries every plate offline and shows
 * the flat; the RWA sees them all and exports them as CSV.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { apartmentFilter, byId, freeText } from '../platform/fields';
import { messages } from '../messages';
import { deviceId, gateName, happenedAt } from '../gate/desk-fields';
import { normalisePlate } from './plates';

export const vehicleKinds = ['car', 'two_wheeler', 'other'] as const;
export type VehicleKind = (typeof vehicleKinds)[number];

export const vehicleKindLabels: Record<VehicleKind, string> = {
  car: 'Car',
  two_wheeler: 'Two-wheeler',
  other: 'Other',
};

/** Enough for any household; the register is not a car park's. */
export const VEHICLES_PER_FLAT = 10;

/** A plate as typed; the body carries it as typed and the server keeps its compact form. */
export const plateField = z
  .string({ error: messages.plateRequired })
  .trim()
  // One sentence for a blank or an overlong plate, not also "enter the plate as it reads".
  .min(1, { message: messages.plateRequired, abort: true })
  .max(20, { message: messages.plateInvalid, abort: true })
  .refine((plate) => normalisePlate(plate) !== undefined, messages.plateInvalid);

export const vehicleFields = z.strictObject({
  plate: plateField,
  kind: z.enum(vehicleKinds, { error: messages.vehicleKindRequired }),
  colour: freeText('Colour', 'name').max(40, 'Colour must be at most 40 characters').optional(),
  sticker: freeText('Sticker number', 'name')
    .max(20, 'Sticker number must be at most 20 characters')
    .optional(),
});
export type VehicleFields = z.input<typeof vehicleFields>;

/** "Car · White · Sticker S-042": a vehicle in words, the same at the desk and in lists. */
export function vehicleText(vehicle: {
  kind: VehicleKind;
  colour: string;
  sticker: string;
}): string {
  const sticker = vehicle.sticker ? `Sticker ${vehicle.sticker}` : '';
  return [vehicleKindLabels[vehicle.kind], vehicle.colour, sticker].filter(Boolean).join(' · ');
}

/** What the desk keeps of a vehicle: enough to say whose it is. */
export const deskVehicle = z.object({
  /** Compact: `HR26AB1234`. */
  plate: z.string(),
  apartment: z.string(),
  kind: z.enum(vehicleKinds),
  colour: z.string(),
  sticker: z.string(),
});
export type DeskVehicle = z.infer<typeof deskVehicle>;

export const vehicle = z.object({
  id: z.string(),
  /** As it reads: `HR 26 AB 1234`. */
  plate: z.string(),
  apartment: z.string(),
  kind: z.enum(vehicleKinds),
  colour: z.string(),
  sticker: z.string(),
  registered_by_name: z.string(),
  created_at: z.string(),
  /** When the gate last logged it in; null when never. */
  last_entry_at: z.string().nullable(),
});
export type Vehicle = z.infer<typeof vehicle>;

/** The member's flat's vehicles. */
export const listVehicles = defineEndpoint({
  method: 'GET',
  path: 'vehicles',
  access: 'member',
  response: z.array(vehicle),
  failure: messages.vehiclesFetchFailed,
});

/** 409 when the plate is registered already, naming nothing of the flat that has it. */
export const registerVehicle = defineEndpoint({
  method: 'POST',
  path: 'vehicles',
  access: 'member',
  body: vehicleFields,
  created: 'always',
  response: vehicle,
  failure: messages.vehicleRegisterFailed,
});

export const removeVehicle = defineEndpoint({
  method: 'DELETE',
  path: 'vehicles/:id',
  access: 'member',
  params: byId,
  response: vehicle,
  failure: messages.vehicleRemoveFailed,
});

export const vehiclesQuery = z.strictObject({
  apartment: apartmentFilter.optional(),
  /** Any part of a plate, as typed. */
  plate: z.string().max(20, messages.plateInvalid).optional(),
});
export type VehiclesQuery = z.input<typeof vehiclesQuery>;

/** Every flat's vehicles, by flat and plate. */
export const listAllVehicles = defineEndpoint({
  method: 'GET',
  path: 'vehicles/all',
  access: 'rwa',
  query: vehiclesQuery,
  response: z.array(vehicle),
  failure: messages.vehiclesFetchFailed,
});

export const exportVehicles = defineEndpoint({
  method: 'GET',
  path: 'vehicles/all.csv',
  access: 'rwa',
  query: vehiclesQuery,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.vehiclesFetchFailed,
});

export const vehicleEntryFields = z.strictObject({
  id: deviceId,
  plate: plateField,
  gate: gateName,
  at: happenedAt,
});
export type VehicleEntryFields = z.input<typeof vehicleEntryFields>;

export const vehicleEntry = z.object({
  id: z.string(),
  plate: z.string(),
  /** The flat the plate belonged to when the entry arrived; '' when none did. */
  apartment: z.string(),
  gate: z.string(),
  entered_at: z.string(),
  guard_name: z.string(),
});
export type VehicleEntry = z.infer<typeof vehicleEntry>;

/**
 * A registered vehicle let in at the desk (looked up by its plate, online or not): recorded once
 * under the device's id, and the flat is told. Never refused for a plate removed meanwhile: the
 * car is through the gate, so the entry is kept without a flat.
 */
export const recordVehicleEntry = defineEndpoint({
  method: 'POST',
  path: 'gate/vehicle-entries',
  access: 'guard',
  body: vehicleEntryFields,
  response: z.object({ message: z.string(), entry: vehicleEntry }),
  idempotent: true,
  failure: messages.vehicleEntryFailed,
});
