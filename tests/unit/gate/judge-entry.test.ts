import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import {
  judgeCode,
  judgeQr,
  type DeskKnowledge,
  type Verdict,
} from '../../../src/features/gate/judge-entry';
import { createVerifier } from '../../../src/features/gate/pass-signature';
import { at, guestPass, qrFor, snapshot, T0 } from './passes';

const now = new Date(T0);
const knowing = (overrides: Partial<DeskKnowledge> = {}): DeskKnowledge => ({
  snapshot: snapshot(),
  enteredHere: new Map(),
  ...overrides,
});
const refusal = (message: string): Verdict => ({ type: 'refuse', message });

describe('judging a scanned QR at the gate (issue 17)', () => {
  it('lets in a pass whose signature matches, with the name from the saved list', async () => {
    const verdict = await judgeQr(await qrFor(guestPass()), knowing(), now);
    expect(verdict).toMatchObject({
      type: 'admit',
      admission: { passId: '41', name: 'Asha Guest', apartment: 'A101', people: 2 },
    });
  });

  it("lets in a pass newer than the saved list on its QR's own signed fields", async () => {
    const fresh = guestPass({ id: '99', apartment: 'C303' });
    const verdict = await judgeQr(await qrFor(fresh), knowing(), now);
    expect(verdict).toMatchObject({
      type: 'admit',
      admission: { passId: '99', name: undefined, apartment: 'C303', kind: 'guest' },
    });
  });

  it('refuses a QR with one field altered as forged', async () => {
    const altered = (await qrFor(guestPass())).replace('.A101.', '.C303.');
    expect(await judgeQr(altered, knowing(), now)).toEqual(refusal(messages.qrForged));
  });

  it('refuses as forged a QR signed by a key the desk does not know, and text that is not ours', async () => {
    const unknownKey = knowing({ snapshot: snapshot({ keys: [] }) });
    expect(await judgeQr(await qrFor(guestPass()), unknownKey, now)).toEqual(
      refusal(messages.qrForged),
    );
    expect(await judgeQr('https://example.com/pass/41', knowing(), now)).toEqual(
      refusal(messages.qrForged),
    );
  });

  it('refuses a pass whose window has ended', async () => {
    const late = new Date(Date.parse(at('2025-03-10T20:00:00')));
    expect(await judgeQr(await qrFor(guestPass()), knowing(), late)).toEqual(
      refusal(messages.passExpired),
    );
  });

  it('refuses a pass that is not valid yet, saying when it starts', async () => {
    const later = guestPass({ valid_from: at('2025-03-10T10:30:00') });
    const verdict = await judgeQr(
      await qrFor(later),
      knowing({ snapshot: snapshot({ passes: [later] }) }),
      now,
    );
    expect(verdict).toEqual(refusal(messages.passNotYet('10:30 AM')));
  });

  it('refuses a one-time pass the saved list knows was used', async () => {
    const used = guestPass({ used_at: at('2025-03-10T08:15:00') });
    const verdict = await judgeQr(
      await qrFor(used),
      knowing({ snapshot: snapshot({ passes: [used] }) }),
      now,
    );
    expect(verdict).toEqual(refusal(messages.passUsed('8:15 AM')));
  });

  it('refuses a one-time pass this desk let in a second time, even offline and unsynced', async () => {
    const enteredHere = new Map([['41', at('2025-03-10T08:50:00')]]);
    expect(await judgeQr(await qrFor(guestPass()), knowing({ enteredHere }), now)).toEqual(
      refusal(messages.passUsed('8:50 AM')),
    );
  });

  it('refuses a revoked pass', async () => {
    const revoked = knowing({ snapshot: snapshot({ revoked: ['41'] }) });
    expect(await judgeQr(await qrFor(guestPass()), revoked, now)).toEqual(
      refusal(messages.passWasRevoked),
    );
  });

  describe('daily help', () => {
    const cook = guestPass({
      id: '55',
      kind: 'daily_help',
      name: 'Sunita',
      valid_from: at('2025-03-01T07:00:00'),
      valid_until: at('2025-06-30T11:00:00'),
      days: ['mon', 'wed', 'fri'],
    });
    const withCook = (extra: Partial<DeskKnowledge> = {}) =>
      knowing({ snapshot: snapshot({ passes: [cook] }), ...extra });

    it('lets the helper in on their day and hours, every time', async () => {
      const entered = withCook({ enteredHere: new Map([['55', at('2025-03-10T08:00:00')]]) });
      expect((await judgeQr(await qrFor(cook), entered, now)).type).toBe('admit');
    });

    it('refuses the helper on a day that is not theirs', async () => {
      const tuesday = new Date(Date.parse(at('2025-03-11T09:00:00')));
      expect(await judgeQr(await qrFor(cook), withCook(), tuesday)).toEqual(
        refusal(messages.helpNotToday),
      );
    });

    it('refuses the helper outside their hours', async () => {
      const evening = new Date(Date.parse(at('2025-03-10T18:00:00')));
      expect(await judgeQr(await qrFor(cook), withCook(), evening)).toEqual(
        refusal(messages.helpNotToday),
      );
    });
  });
});

describe('judging a typed code', () => {
  it("finds the saved list's pass by its code", () => {
    expect(judgeCode('482913', knowing(), now, false)).toMatchObject({
      type: 'admit',
      admission: { passId: '41', code: '482913' },
    });
  });

  it('asks the server about a code the list does not know while online', () => {
    expect(judgeCode('111111', knowing(), now, true)).toEqual({
      type: 'ask-server',
      code: '111111',
    });
  });

  it('refuses a code the list does not know while offline', () => {
    expect(judgeCode('111111', knowing(), now, false)).toEqual(refusal(messages.codeUnknown));
  });

  it('asks for six digits', () => {
    expect(judgeCode('12a4', knowing(), now, true)).toEqual(refusal(messages.codeOrPassRequired));
  });
});

describe('the signature check', () => {
  it("uses the browser's own WebCrypto Ed25519 where it has it", async () => {
    const subtle = globalThis.crypto.subtle;
    const verify = vi.spyOn(subtle, 'verify');
    const verifier = createVerifier(subtle);
    expect((await judgeQr(await qrFor(guestPass()), knowing(), now, verifier)).type).toBe('admit');
    expect(verify).toHaveBeenCalledWith(
      'Ed25519',
      expect.anything(),
      expect.anything(),
      expect.anything(),
    );
    verify.mockRestore();
  });
});

describe('a browser without Ed25519 in WebCrypto', () => {
  const unsupported = () => Promise.reject(new DOMException('Ed25519', 'NotSupportedError'));
  const noEd25519 = { importKey: unsupported, verify: unsupported } as unknown as Parameters<
    typeof createVerifier
  >[0];

  it('checks the signature with the fallback library instead', async () => {
    const verifier = createVerifier(noEd25519);
    expect((await judgeQr(await qrFor(guestPass()), knowing(), now, verifier)).type).toBe('admit');
    const altered = (await qrFor(guestPass())).replace('.A101.', '.C303.');
    expect(await judgeQr(altered, knowing(), now, verifier)).toEqual(refusal(messages.qrForged));
  });
});
