/**
 * The signed QR (issue 17): a pass's token verifies with the public key the desk publishes
 * (as a device verifies it, with no network), and any changed field fails. The key comes from
 * PASS_SIGNING_KEY (a seed or a PEM), or is generated once into the data dir and kept.
 */
import { createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskSnapshot } from '../../contract/gate/desk';
import {
  formatPassToken,
  parsePassToken,
  passSigningMessage,
} from '../../contract/gate/pass-token';
import type { PassToken } from '../../contract/gate/pass-token';
import { ConfigError, loadConfig } from '../../server/platform/config/config';
import { createPassSigner } from '../../server/domains/gate/pass-signing';
import { buildGate, call, createPass, guestFields } from './gate-support';
import type { GateApp } from './gate-support';

/** What a guard's device does with a scanned QR and the key it cached. */
function verifies(token: PassToken, publicKey: string): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  return verify(null, passSigningMessage(token), key, token.signature);
}

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
});
afterAll(() => t.close());

describe('a pass’s QR', () => {
  it('verifies with the key the desk publishes, and names that key', async () => {
    const pass = await createPass(t, t.arjun, guestFields());
    const desk = (await call(t, 'GET', 'gate/desk', t.guard)).json<DeskSnapshot>();
    const [key] = desk.keys;
    const token = parsePassToken(pass.qr);
    expect(token).toMatchObject({
      passId: pass.id,
      apartment: 'A101',
      kind: 'guest',
      validFrom: Date.parse(pass.valid_from) / 1000,
      validUntil: Date.parse(pass.valid_until) / 1000,
      keyId: key?.id,
    });
    expect(Buffer.from(key?.public_key ?? '', 'base64url')).toHaveLength(32);
    expect(verifies(token as PassToken, key?.public_key ?? '')).toBe(true);
  });

  it.each([
    ['another flat', { apartment: 'C303' }],
    ['a longer window', { validUntil: 4_000_000_000 }],
    ['another pass', { passId: '999' }],
    ['another kind', { kind: 'daily_help' as const }],
  ])('fails once it names %s', async (_case, change) => {
    const signer = createPassSigner(randomBytes(32).toString('base64url'));
    const qr = signer.tokenFor({
      id: 7,
      apartment: 'A101',
      kind: 'guest',
      valid_from: new Date('2030-03-04T04:30:00Z'),
      valid_until: new Date('2030-03-04T14:30:00Z'),
    });
    const token = parsePassToken(qr) as PassToken;
    expect(verifies(token, signer.publicKey)).toBe(true);
    const altered = parsePassToken(formatPassToken({ ...token, ...change }, token.signature));
    expect(verifies(altered as PassToken, signer.publicKey)).toBe(false);
  });
});

describe('the signing key', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-pass-key-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is generated once into the data dir and kept', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).passSigningKey;
    expect(loadConfig({ DATA_DIR: dataDir }).passSigningKey).toBe(first);
    expect((await readFile(join(dataDir, 'pass-signing-key'), 'utf8')).trim()).toBe(first);
  });

  it('may be given as a PKCS#8 PEM, the same key as its seed', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const seed = loadConfig({ DATA_DIR: dataDir, PASS_SIGNING_KEY: pem }).passSigningKey;
    expect(createPassSigner(seed).publicKey).toBe(publicKey.export({ format: 'jwk' }).x);
    expect(loadConfig({ DATA_DIR: dataDir, PASS_SIGNING_KEY: seed }).passSigningKey).toBe(seed);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PASS_SIGNING_KEY: 'secret' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PASS_SIGNING_KEY: 'secret' })).toThrow(
      /PASS_SIGNING_KEY/,
    );
  });
});
