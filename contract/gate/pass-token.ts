/**
 * What a pass's QR says (issue 17), and the bytes its Ed25519 signature covers. The server signs
 * with its private key; the guard's device checks with the public key it cached, so a forged or
 * altered QR is refused with no network. The QR carries what the desk needs to let someone in
 * even when the pass was made after the desk's last refresh: the pass, the flat, the kind and
 * the window. It never carries the visitor's name or phone (a QR is shared on WhatsApp).
 *
 *   GH1.<pass id>.<apartment>.<kind>.<valid from, epoch s>.<valid until, epoch s>.<key id>.<signature>
 *
 * The signature (base64url, 64 bytes) covers `gatehouse-pass-v1|` and the fields before it, so
 * a token of another format or purpose can never be passed off as a pass.
 */
import { passKinds, type PassKind } from './visitors';

export const PASS_TOKEN_PREFIX = 'GH1';
const SIGNING_CONTEXT = 'gatehouse-pass-v1|';

export interface PassTokenFields {
  passId: string;
  apartment: string;
  kind: PassKind;
  /** Epoch seconds. */
  validFrom: number;
  validUntil: number;
  keyId: string;
}

export interface PassToken extends PassTokenFields {
  signature: Uint8Array;
}

function unsignedText(fields: PassTokenFields): string {
  const { passId, apartment, kind, validFrom, validUntil, keyId } = fields;
  return [PASS_TOKEN_PREFIX, passId, apartment, kind, validFrom, validUntil, keyId].join('.');
}

/** The exact bytes the signature covers. */
export function passSigningMessage(fields: PassTokenFields): Uint8Array {
  return new TextEncoder().encode(SIGNING_CONTEXT + unsignedText(fields));
}

export function formatPassToken(fields: PassTokenFields, signature: Uint8Array): string {
  return `${unsignedText(fields)}.${toBase64Url(signature)}`;
}

const FIELD_PATTERNS = [
  /^GH1$/,
  /^\d{1,18}$/,
  /^[A-Z0-9]{1,20}$/,
  /^[a-z_]{1,20}$/,
  /^\d{1,12}$/,
  /^\d{1,12}$/,
  /^[A-Za-z0-9_-]{1,16}$/,
  /^[A-Za-z0-9_-]{86}$/,
];

/** The token a QR's text holds, or undefined when it is not one of ours (shape only: no signature check). */
export function parsePassToken(text: string): PassToken | undefined {
  const parts = text.trim().split('.');
  if (parts.length !== FIELD_PATTERNS.length) return undefined;
  if (!parts.every((part, i) => FIELD_PATTERNS[i]!.test(part))) return undefined;
  const [, passId, apartment, kind, from, until, keyId, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!(passKinds as readonly string[]).includes(kind)) return undefined;
  return {
    passId,
    apartment,
    kind: kind as PassKind,
    validFrom: Number(from),
    validUntil: Number(until),
    keyId,
    signature: fromBase64Url(signature),
  };
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
