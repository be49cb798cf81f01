/** Real Ed25519 passes for the gate's tests: a key made here, tokens signed as the server signs. */
import type { SessionUser } from '../../../contract/sign-in/auth';
import type { DeskPass, DeskSnapshot } from '../../../contract/gate/desk';
import {
  formatPassToken,
  passSigningMessage,
  toBase64Url,
  type PassTokenFields,
} from '../../../contract/gate/pass-token';
import type { Visit } from '../../../contract/gate/visitors';

const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
  'sign',
  'verify',
])) as CryptoKeyPair;
const raw = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)));

export const KEY_ID = 'k1';
export const signingKey = { id: KEY_ID, public_key: raw };

/** 09:00 in India on Monday 10 March 2025. */
export const T0 = Date.parse('2025-03-10T09:00:00+05:30');
export const at = (india: string) => new Date(`${india}+05:30`).toISOString();

export function guestPass(overrides: Partial<DeskPass> = {}): DeskPass {
  return {
    id: '41',
    kind: 'guest',
    name: 'Asha Guest',
    apartment: 'A101',
    code: '482913',
    valid_from: at('2025-03-10T08:00:00'),
    valid_until: at('2025-03-10T20:00:00'),
    days: [],
    people: 2,
    vehicle: '',
    note: '',
    used_at: null,
    ...overrides,
  };
}

/** The QR text of a pass, signed with the test key. */
export async function qrFor(
  pass: Pick<DeskPass, 'id' | 'apartment' | 'kind' | 'valid_from' | 'valid_until'>,
) {
  const fields: PassTokenFields = {
    passId: pass.id,
    apartment: pass.apartment,
    kind: pass.kind,
    validFrom: Date.parse(pass.valid_from) / 1000,
    validUntil: Date.parse(pass.valid_until) / 1000,
    keyId: KEY_ID,
  };
  const message = new Uint8Array(passSigningMessage(fields));
  const signature = await crypto.subtle.sign('Ed25519', keys.privateKey, message);
  return formatPassToken(fields, new Uint8Array(signature));
}

export function snapshot(overrides: Partial<DeskSnapshot> = {}): DeskSnapshot {
  return {
    generated_at: new Date(T0).toISOString(),
    keys: [signingKey],
    passes: [guestPass()],
    revoked: [],
    directory: [
      {
        apartment: 'A101',
        residents: [
          { name: 'Asha Rao', phone: '9000000002' },
          { name: 'Vikram Rao', phone: '9000000012' },
        ],
      },
    ],
    inside: [],
    ...overrides,
  };
}

export function visitInside(overrides: Partial<Visit> = {}): Visit {
  return {
    id: '6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
    source: 'pass',
    pass_id: '77',
    walk_in_id: null,
    kind: 'delivery',
    name: 'Ravi Courier',
    apartment: 'B202',
    gate: 'Main gate',
    people: 1,
    checked_in_at: at('2025-03-10T08:40:00'),
    checked_out_at: null,
    guard_name: 'Ramesh Kumar',
    approved_by: '',
    approved_via: '',
    flags: [],
    ...overrides,
  };
}

/** Ramesh Kumar, the demo estate's guard, signed in at the gate. */
export const guard: SessionUser = {
  id: '9000000005',
  name: 'Ramesh Kumar',
  email: '',
  role: 'GUARD',
  apartmentNumber: '',
  canBookSports: false,
};
