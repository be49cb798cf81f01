/**
 * Signs visitor passes (contract/gate/pass-token.ts) with Ed25519, so the guard's device can check a
 * QR with the public key it cached and no network. The key id is derived from the public key:
 * a new PASS_SIGNING_KEY gets a new id by itself, and the desk can tell which key a QR names.
 */
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { formatPassToken, passSigningMessage } from '../../../contract/gate/pass-token';
import type { PassKind } from '../../../contract/gate/visitors';

/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): the fixed header, then the 32 bytes. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface PassSigner {
  keyId: string;
  /** The raw 32-byte public key, base64url (its JWK `x`). */
  publicKey: string;
  /** The QR text of a pass. */
  tokenFor(pass: {
    id: number;
    apartment: string;
    kind: PassKind;
    valid_from: Date;
    valid_until: Date;
  }): string;
}

export function privateKeyOfSeed(seed: string): KeyObject {
  const der = Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(seed, 'base64url')]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

export function createPassSigner(seed: string): PassSigner {
  const privateKey = privateKeyOfSeed(seed);
  const publicKey = createPublicKey(privateKey).export({ format: 'jwk' }).x ?? '';
  const keyId = createHash('sha256')
    .update(Buffer.from(publicKey, 'base64url'))
    .digest('base64url')
    .slice(0, 8);
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  return {
    keyId,
    publicKey,
    tokenFor(pass) {
      const fields = {
        passId: String(pass.id),
        apartment: pass.apartment,
        kind: pass.kind,
        validFrom: seconds(pass.valid_from),
        validUntil: seconds(pass.valid_until),
        keyId,
      };
      return formatPassToken(fields, sign(null, passSigningMessage(fields), privateKey));
    },
  };
}
