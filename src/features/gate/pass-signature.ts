/**
 * Checking a pass's Ed25519 signature on the guard's device, with no network (issue 17): the
 * public keys come with the desk's saved list. WebCrypto does it where the browser has Ed25519;
 * elsewhere `@noble/ed25519`, loaded only then, does the same check.
 */
import type * as Noble from '@noble/ed25519';
import type { z } from 'zod';
import type { passSigningKey } from '../../../contract/gate/desk';
import {
  fromBase64Url,
  passSigningMessage,
  type PassToken,
} from '../../../contract/gate/pass-token';

export type PassSigningKey = z.infer<typeof passSigningKey>;

/** The parts of WebCrypto used here, so tests can hand in a browser without Ed25519. */
export type Subtle = Pick<SubtleCrypto, 'importKey' | 'verify'>;

export interface Verifier {
  /** True only when the token's key is known and its signature matches its fields. */
  verify(token: PassToken, keys: readonly PassSigningKey[]): Promise<boolean>;
  /** Imports the keys (and loads the fallback if needed) before the first scan needs them. */
  warmUp(keys: readonly PassSigningKey[]): Promise<void>;
}

const ED25519_KEY_BYTES = 32;

/** A copy on its own ArrayBuffer, which WebCrypto's types (and some engines) insist on. */
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** "This browser has no Ed25519", as opposed to "this key or signature is bad". */
function isUnsupported(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotSupportedError' || name === 'TypeError';
}

export function createVerifier(subtle: Subtle | undefined = globalThis.crypto?.subtle): Verifier {
  let webCrypto: boolean | undefined = subtle ? undefined : false;
  const imported = new Map<string, Promise<CryptoKey>>();
  let noble: Promise<typeof Noble> | undefined;
  const loadNoble = () => (noble ??= import('@noble/ed25519'));

  const importKey = (publicKey: string, bytes: Uint8Array) => {
    let key = imported.get(publicKey);
    if (!key) {
      key = subtle!.importKey('raw', own(bytes), { name: 'Ed25519' }, false, ['verify']);
      imported.set(publicKey, key);
      key.catch(() => imported.delete(publicKey));
    }
    return key;
  };

  /** WebCrypto's answer, or undefined when this browser cannot give one. */
  const viaWebCrypto = async (
    key: PassSigningKey,
    bytes: Uint8Array,
    signature: Uint8Array,
    message: Uint8Array,
  ): Promise<boolean | undefined> => {
    if (webCrypto === false || !subtle) return undefined;
    try {
      const cryptoKey = await importKey(key.public_key, bytes);
      const ok = await subtle.verify('Ed25519', cryptoKey, own(signature), own(message));
      webCrypto = true;
      return ok;
    } catch (error) {
      if (webCrypto !== true && isUnsupported(error)) {
        webCrypto = false;
        return undefined;
      }
      return false; // a key or signature WebCrypto will not even read is no valid pass
    }
  };

  const verifyWith = async (key: PassSigningKey, token: PassToken): Promise<boolean> => {
    const bytes = fromBase64Url(key.public_key);
    if (bytes.length !== ED25519_KEY_BYTES) return false;
    const message = passSigningMessage(token);
    const answer = await viaWebCrypto(key, bytes, token.signature, message);
    if (answer !== undefined) return answer;
    try {
      const ed = await loadNoble();
      return await ed.verifyAsync(own(token.signature), own(message), own(bytes));
    } catch {
      return false;
    }
  };

  return {
    async verify(token, keys) {
      const key = keys.find((candidate) => candidate.id === token.keyId);
      if (!key) return false;
      try {
        return await verifyWith(key, token);
      } catch {
        return false; // a key that is not base64url, say
      }
    },
    async warmUp(keys) {
      for (const key of keys) {
        try {
          const bytes = fromBase64Url(key.public_key);
          if (webCrypto !== false && subtle) await importKey(key.public_key, bytes);
        } catch (error) {
          if (isUnsupported(error)) webCrypto = false;
        }
      }
      if (webCrypto === false) await loadNoble().catch(() => undefined);
    },
  };
}

/** The device's one verifier: its imported keys are kept for the whole shift. */
export const passVerifier = createVerifier();
