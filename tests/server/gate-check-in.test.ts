/**
 * Letting visitors in online (issue 17): a pass inside its rules lets in and tells the whole
 * household; each broken rule is refused with the guard's sentence and records nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit, VisitorPass } from '../../contract/gate/visitors';
import { messages } from '../../contract/messages';
import { addUser } from './helper';
import {
  TODAY,
  buildGate,
  call,
  checkIn,
  countRows,
  createPass,
  guestFields,
  helpFields,
  inbox,
  india,
  phones,
} from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
  // An RWA admin who lives in A101: the gate's news about their home reaches them too.
  await addUser(t, { phone: '9100000101', apartment: 'A101', role: 'rwa' });
});
afterAll(() => t.close());

const detail = (response: { json: () => unknown }) =>
  (response.json() as { detail: string }).detail;

/** The check-in is refused with 409 and `sentence`, and no visit is written. */
async function refused(fields: Parameters<typeof checkIn>[1], status: number, sentence: string) {
  const before = await countRows(t, 'visits');
  const response = await checkIn(t, fields);
  expect(response.statusCode, response.body).toBe(status);
  expect(detail(response)).toBe(sentence);
  expect(await countRows(t, 'visits')).toBe(before);
}

describe('a guest pass', () => {
  let pass: VisitorPass;
  beforeAll(async () => {
    pass = await createPass(t, t.arjun, guestFields({ people: 3 }));
  });

  it('lets the guest in by code and tells everyone living in the flat', async () => {
    const response = await checkIn(t, { code: pass.code, gate: 'North gate' });
    expect(response.statusCode, response.body).toBe(200);
    const { message, visit } = response.json<{ message: string; visit: Visit }>();
    expect(message).toBe(messages.letIn);
    expect(visit).toMatchObject({
      source: 'pass',
      pass_id: pass.id,
      kind: 'guest',
      name: 'Asha',
      apartment: 'A101',
      gate: 'North gate',
      people: 3,
      checked_in_at: t.clock.now().toISOString(),
      checked_out_at: null,
      guard_name: 'Ramesh Kumar',
      flags: [],
    });
    for (const phone of [phones.arjun, '9100000101']) {
      expect((await inbox(t, phone))[0]).toMatchObject({
        category: 'visitors',
        title: 'Asha (Guest) arrived at 11:00 AM',
        url: '/visitors',
      });
    }
    expect(await inbox(t, phones.rahul)).toEqual([]);
  });

  it('shows the resident that the guest arrived', async () => {
    const mine = (await call(t, 'GET', 'visitors/passes', t.arjun)).json<VisitorPass[]>();
    expect(mine.find((p) => p.id === pass.id)).toMatchObject({
      state: 'arrived',
      arrived_at: t.clock.now().toISOString(),
    });
  });

  it('refuses it a second time: it was used at 11:00', async () => {
    await refused({ code: pass.code }, 409, messages.passUsed('11:00 AM'));
    await refused({ pass_id: pass.id }, 409, messages.passUsed('11:00 AM'));
  });

  it('refuses a code no pass has with 404', async () => {
    const unused = pass.code === '000000' ? '000001' : '000000';
    await refused({ code: unused }, 404, messages.codeUnknown);
  });

  it('refuses a revoked pass', async () => {
    const other = await createPass(t, t.arjun, guestFields({ name: 'Ravi' }));
    await call(t, 'DELETE', `visitors/passes/${other.id}`, t.arjun);
    await refused({ code: other.code }, 409, messages.passWasRevoked);
  });

  it('refuses a pass before its window, saying when it starts', async () => {
    const later = guestFields({
      valid_from: india(TODAY, '15:00'),
      valid_until: india(TODAY, '16:00'),
    });
    const other = await createPass(t, t.arjun, later);
    await refused({ pass_id: other.id }, 409, messages.passNotYet('3:00 PM'));
  });
});

describe('a daily help pass', () => {
  it('lets Sunita in on her days and hours, as often as she comes', async () => {
    const pass = await createPass(t, t.arjun, helpFields());
    for (let entry = 0; entry < 2; entry += 1) {
      const response = await checkIn(t, { code: pass.code });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await inbox(t, phones.arjun))[0]?.title).toBe('Sunita entered at 11:00 AM');
  });

  it('refuses her on another day of the week, or outside her hours', async () => {
    const tuesdays = await createPass(t, t.arjun, helpFields({ name: 'Meena', days: ['tue'] }));
    await refused({ code: tuesdays.code }, 409, messages.helpNotToday);
    const mondays = await createPass(t, t.arjun, helpFields({ name: 'Lata', days: ['mon'] }));
    await refused({ code: mondays.code, at: india(TODAY, '06:30') }, 409, messages.helpNotToday);
  });

  it('refuses her before her first day', async () => {
    const tomorrow = helpFields({ name: 'Geeta', valid_from: india('2030-03-05', '07:00') });
    const pass = await createPass(t, t.arjun, tomorrow);
    await refused({ code: pass.code }, 409, messages.passNotYet('Tue 5 Mar at 7:00 AM'));
  });
});

describe('when the window is over', () => {
  it('refuses the guest as expired', async () => {
    const pass = await createPass(t, t.rahul, guestFields({ name: 'Late guest' }));
    t.clock.advance(10 * 3600_000);
    await refused({ code: pass.code }, 409, messages.passExpired);
  });
});
