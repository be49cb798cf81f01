/**
 * Brute force of pass codes (issue 17): a guard's device (its session) may miss 20 codes in ten
 * minutes; then every code, right or wrong, is refused with 429 and Retry-After until the window
 * frees, so a right guess cannot be told from a wrong one. Another device of the gate goes on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateCodeLimit } from '../../server/platform/http/rate-limits';
import { messages } from '../../contract/messages';
import { tokenFor } from './helper';
import { buildGate, checkIn, createPass, guestFields, phones } from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
});
afterAll(() => t.close());

describe('wrong codes from one desk', () => {
  it('are refused with 429 after 20 misses, right ones too, until ten minutes pass', async () => {
    const pass = await createPass(t, t.arjun, guestFields());
    const taken = new Set(
      (await t.db.selectFrom('passes').select('code').execute()).map((p) => p.code),
    );
    const wrong = Array.from({ length: 1000 }, (_, i) => String(i).padStart(6, '0'))
      .filter((code) => !taken.has(code))
      .slice(0, gateCodeLimit.max);
    for (const code of wrong) {
      expect((await checkIn(t, { code })).statusCode).toBe(404);
    }
    const locked = await checkIn(t, { code: pass.code });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('600');
    expect(locked.json()).toEqual({ detail: messages.tooManyCodes('10 minutes') });

    const otherTablet = await tokenFor(t, phones.guard);
    expect((await checkIn(t, { code: pass.code }, { token: otherTablet })).statusCode).toBe(200);

    t.clock.advance(gateCodeLimit.windowSeconds * 1000 + 1000);
    expect((await checkIn(t, { code: wrong[0] })).statusCode).toBe(404);
  });
});
