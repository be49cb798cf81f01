/**
 * Pass codes (issue 17) come from a CSPRNG and are unique among live passes: a drawn code a
 * live pass holds is drawn again, while an ended or revoked pass's code may come back. Many
 * passes made at once never share a live code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeDraws, newPassCode } from '../../server/domains/gate/pass-codes';
import { call, buildGate, guestFields, india, TODAY } from './gate-support';
import type { GateApp } from './gate-support';

// The queued draws first (a test's collisions), then the real CSPRNG.
const draws = { queue: [] as number[] };
const csprng = codeDraws.next;

let t: GateApp;
beforeAll(async () => {
  codeDraws.next = () => draws.queue.shift() ?? csprng();
  t = await buildGate();
});
afterAll(async () => {
  codeDraws.next = csprng;
  await t.close();
});

async function passWithCode(code: string, fields: { ended?: boolean; revoked?: boolean } = {}) {
  const now = t.clock.now();
  await t.db
    .insertInto('passes')
    .values({
      kind: 'guest',
      name: `Holder of ${code}`,
      apartment: 'A101',
      created_by: '9000000002',
      valid_from: new Date(now.getTime() - 7200_000),
      valid_until: new Date(now.getTime() + (fields.ended ? -3600_000 : 3600_000)),
      code,
      revoked_at: fields.revoked ? now : null,
      created_at: now,
    })
    .execute();
}

describe('a new pass code', () => {
  it('is drawn again while a live pass holds it', async () => {
    await passWithCode('123456');
    draws.queue.push(123456, 654321);
    const code = await t.db.transaction().execute((tx) => newPassCode(tx, t.clock.now()));
    expect(code).toBe('654321');
  });

  it('may be one an ended or revoked pass held', async () => {
    await passWithCode('111111', { ended: true });
    await passWithCode('222222', { revoked: true });
    draws.queue.push(111111, 222222);
    const codes = await t.db
      .transaction()
      .execute(async (tx) => [
        await newPassCode(tx, t.clock.now()),
        await newPassCode(tx, t.clock.now()),
      ]);
    expect(codes).toEqual(['111111', '222222']);
  });

  it('is padded to six digits', async () => {
    draws.queue.push(42);
    expect(await t.db.transaction().execute((tx) => newPassCode(tx, t.clock.now()))).toBe('000042');
  });
});

describe('many passes made at once', () => {
  it('never share a live code, even when the draws collide', async () => {
    // Every resident's draw starts with the same code: only one pass may keep it.
    draws.queue.push(...Array.from({ length: 20 }, () => 777777));
    const tokens = [t.arjun, t.rahul, t.priya];
    const made = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(
          t,
          'POST',
          'visitors/passes',
          tokens[i % 3],
          guestFields({
            name: `Guest ${i}`,
            valid_from: india(TODAY, '12:00'),
            valid_until: india(TODAY, '18:00'),
          }),
        ),
      ),
    );
    expect(made.map((response) => response.statusCode)).toEqual(made.map(() => 201));
    const live = await t.db
      .selectFrom('passes')
      .select('code')
      .where('revoked_at', 'is', null)
      .where('valid_until', '>', t.clock.now())
      .execute();
    expect(new Set(live.map((pass) => pass.code)).size).toBe(live.length);
    expect(live.filter((pass) => pass.code === '777777')).toHaveLength(1);
  });
});
