/**
 * Parcels' tests (issue 34): the gate's app and people (gate-support.ts), and calls as the desk
 * and the flat make them — a parcel logged as the outbox sends it (multipart, a device id, an
 * Idempotency-Key), the flat's list, a handover.
 */
import { randomUUID } from 'node:crypto';
import type { CollectFields, DeskParcel, MyParcel } from '../../contract/parcels/parcels';
import { multipart, postForm } from './content-support';
import { call } from './gate-support';
import type { GateApp } from './gate-support';

export interface Logged {
  id: string;
  key: string;
}

/** A parcel for A101 from Amazon, logged by the guard, unless `fields` say otherwise. */
export function logParcel(
  t: GateApp,
  fields: Record<string, unknown> = {},
  options: { photo?: Buffer; key?: string; token?: string } = {},
) {
  const parcel = {
    id: randomUUID(),
    apartment: 'a-101',
    courier: 'Amazon',
    count: 1,
    gate: 'Main gate',
    ...fields,
  };
  const files = options.photo
    ? [{ field: 'photo', name: 'parcel.png', bytes: options.photo, type: 'image/png' }]
    : [];
  const form = multipart({ parcel: JSON.stringify(parcel) }, files);
  Object.assign(form.headers, { 'idempotency-key': options.key ?? randomUUID() });
  return postForm(t, '/api/gate/parcels', form, options.token ?? t.guard);
}

/** Logs one and answers it as the desk sees it; a refusal stops the test. */
export async function loggedParcel(
  t: GateApp,
  fields: Record<string, unknown> = {},
): Promise<DeskParcel> {
  const response = await logParcel(t, fields);
  if (response.statusCode !== 201) throw new Error(`log parcel: ${response.body}`);
  return response.json<DeskParcel>();
}

export async function myParcels(t: GateApp, token: string): Promise<MyParcel[]> {
  const response = await call(t, 'GET', 'parcels/my', token);
  if (response.statusCode !== 200) throw new Error(`my parcels: ${response.body}`);
  return response.json<MyParcel[]>();
}

/** The code A101 (Arjun) sees for parcel `id`. */
export async function codeOf(t: GateApp, id: string): Promise<string> {
  const parcel = (await myParcels(t, t.arjun)).find((candidate) => candidate.id === id);
  if (!parcel) throw new Error(`parcel ${id} is not in A101's list`);
  return parcel.code;
}

export const collect = (t: GateApp, id: string, body: CollectFields, token = t.guard) =>
  call(t, 'POST', `gate/parcels/${id}/collect`, token, body);

export const choose = (t: GateApp, id: string, instruction: string, token: string) =>
  call(t, 'PUT', `parcels/${id}`, token, { instruction }, { 'idempotency-key': randomUUID() });

export async function deskList(t: GateApp, status = ''): Promise<DeskParcel[]> {
  const response = await call(
    t,
    'GET',
    `gate/parcels${status ? `?status=${status}` : ''}`,
    t.guard,
  );
  if (response.statusCode !== 200) throw new Error(`desk parcels: ${response.body}`);
  return response.json<DeskParcel[]>();
}

/** A code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
