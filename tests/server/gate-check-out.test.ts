/**
 * The desk's outbox at the server (issue 17): a check-in sent again — by its Idempotency-Key
 * or by its visit id — is one entry and one notice; a check-out closes the visit once, and
 * daily help's exit is told to the household as attendance.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { Visit, VisitorPass } from '../../contract/gate/visitors';
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
});
afterAll(() => t.close());

const checkOut = (visitId: string, key = randomUUID(), at?: string) =>
  call(
    t,
    'POST',
    'gate/check-out',
    t.guard,
    { visit_id: visitId, ...(at ? { at } : {}) },
    { 'idempotency-key': key },
  );
const visitOf = (response: { json: () => unknown }) => (response.json() as { visit: Visit }).visit;

describe('a check-in sent again', () => {
  let pass: VisitorPass;
  beforeAll(async () => {
    pass = await createPass(t, t.arjun, guestFields());
  });

  it('with the same Idempotency-Key is answered as before: one entry, one notice', async () => {
    const key = randomUUID();
    const body = { visit_id: randomUUID(), code: pass.code };
    const first = await checkIn(t, body, { key });
    const again = await checkIn(t, body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t, 'visits')).toBe(1);
    expect((await inbox(t, phones.arjun)).filter((n) => n.kind === 'visitor_arrived')).toHaveLength(
      1,
    );
  });

  it('with the same visit id under a new key answers the stored visit, not a second entry', async () => {
    const [stored] = await t.db.selectFrom('visits').select('id').execute();
    const response = await checkIn(t, { visit_id: stored?.id, code: pass.code });
    expect(response.statusCode).toBe(200);
    expect(visitOf(response).id).toBe(stored?.id);
    expect(await countRows(t, 'visits')).toBe(1);
  });

  it('keeps the time it happened on the device, and takes now for a time in the future', async () => {
    const help = await createPass(t, t.arjun, helpFields());
    const early = await checkIn(t, { code: help.code, at: india(TODAY, '09:15') });
    expect(visitOf(early).checked_in_at).toBe(india(TODAY, '09:15'));
    const ahead = await checkIn(t, { code: help.code, at: india(TODAY, '23:00') });
    expect(visitOf(ahead).checked_in_at).toBe(t.clock.now().toISOString());
  });
});

describe('check-out', () => {
  it('closes the visit once; its own replay answers the same, a new one 409', async () => {
    const pass = await createPass(t, t.rahul, guestFields({ name: 'Dev' }));
    const visit = visitOf(await checkIn(t, { code: pass.code }));
    t.clock.advance(30 * 60_000);
    const key = randomUUID();
    const out = await checkOut(visit.id, key);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      message: messages.checkedOut,
      visit: { id: visit.id, checked_out_at: t.clock.now().toISOString() },
    });
    expect((await checkOut(visit.id, key)).json()).toEqual(out.json());
    const again = await checkOut(visit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: messages.visitAlreadyOut });
    const mine = (await call(t, 'GET', 'visitors/passes', t.rahul)).json<VisitorPass[]>();
    expect(mine.find((p) => p.id === pass.id)).toMatchObject({ state: 'left' });
  });

  it('answers 404 for a visit never recorded', async () => {
    const response = await checkOut(randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.visitNotFound });
  });

  it('tells the household when their daily help leaves', async () => {
    const pass = await createPass(t, t.rahul, helpFields({ name: 'Kamala' }));
    const visit = visitOf(await checkIn(t, { code: pass.code, at: india(TODAY, '08:02') }));
    expect((await inbox(t, phones.rahul))[0]?.title).toBe('Kamala entered at 8:02 AM');
    await checkOut(visit.id, randomUUID(), india(TODAY, '11:05'));
    expect((await inbox(t, phones.rahul))[0]?.title).toBe('Kamala left at 11:05 AM');
  });
});
