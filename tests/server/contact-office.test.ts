/**
 * The office's side of Contact Us (issue 35): unhandled messages wait in "Needs you" for the RWA
 * only; "Mark handled" is the RWA's, audited, and the same when said twice; messages older than
 * the visitor log's retention are deleted, newer ones kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../contract/contact/contact';
import { contactMessages } from '../../contract/contact/messages';
import { runContactRetention } from '../../server/domains/contact';
import { bearer, build, login, tokenFor } from './helper';
import type { TestApp } from './helper';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
const tokens = { rwa: '', member: '', guard: '' };
let serial = 0;

beforeAll(async () => {
  t = await build();
  tokens.rwa = await login(t, '9000000001');
  tokens.member = await login(t, '9000000002', 'A101');
  tokens.guard = await tokenFor(t, '9000000005');
});
afterAll(() => t.close());

/** A visitor's message, each from an address of its own; answers its id. */
async function visitorWrites(name = 'Kavya Menon'): Promise<string> {
  serial += 1;
  const email = `visitor${serial}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact/messages',
    payload: { name, email, message: 'Are pets allowed in Tower C?' },
    remoteAddress: `192.0.2.${serial}`,
  });
  expect(response.statusCode).toBe(200);
  const row = await t.db
    .selectFrom('contact_messages')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const markHandled = (id: string, token: string | null, body: object = { handled: true }) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/contact/messages/${id}/handled`,
    headers: token ? bearer(token) : {},
    payload: body,
  });

async function waiting(token = tokens.rwa): Promise<ContactMessage[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/contact/messages',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ messages: ContactMessage[] }>().messages;
}

describe('Contact Us messages that wait on the office', () => {
  it('are listed for the RWA with the name, reply address, message and when, until handled', async () => {
    const id = await visitorWrites('Rohan Das');
    const listed = (await waiting()).find((each) => each.id === id);
    expect(listed).toMatchObject({
      name: 'Rohan Das',
      email: `visitor${serial}@example.com`,
      message: 'Are pets allowed in Tower C?',
      handled_at: null,
    });
    expect(Date.parse(listed?.created_at ?? '')).toBe(t.clock.now().getTime());

    const handled = await markHandled(id, tokens.rwa);
    expect(handled.statusCode).toBe(200);
    expect(handled.json<ContactMessage>().handled_at).toBe(t.clock.now().toISOString());
    expect((await waiting()).some((each) => each.id === id)).toBe(false);
  });

  it('are the RWA’s alone: a member, a guard and a visitor are refused, and nothing changes', async () => {
    const id = await visitorWrites();
    for (const token of [tokens.member, tokens.guard]) {
      expect((await markHandled(id, token)).statusCode).toBe(403);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/contact/messages',
        headers: bearer(token),
      });
      expect(list.statusCode).toBe(403);
    }
    expect((await markHandled(id, null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/messages' })).statusCode).toBe(
      401,
    );
    expect((await waiting()).some((each) => each.id === id)).toBe(true);
  });

  it('says so for a message that is not there, and for a body that does not say handled', async () => {
    const unknown = await markHandled('999999', tokens.rwa);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: contactMessages.contactMessageNotFound });

    const id = await visitorWrites();
    const wrong = await markHandled(id, tokens.rwa, { handled: false });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: `handled: ${contactMessages.contactHandledRequired}` });
    expect((await waiting()).some((each) => each.id === id)).toBe(true);
  });

  it('may be marked handled twice: the first time stays, and each act is in the audit trail in words', async () => {
    const id = await visitorWrites('Meena Pillai');
    const first = await markHandled(id, tokens.rwa);
    t.clock.advance(60_000);
    const second = await markHandled(id, tokens.rwa);
    expect(second.statusCode).toBe(200);
    expect(second.json<ContactMessage>().handled_at).toBe(first.json<ContactMessage>().handled_at);
    const rows = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'contact.handled')
      .where('target_id', '=', id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_phone: '9000000001',
      actor_role: 'rwa',
      target_type: 'contact_message',
      summary: `Message from Meena Pillai (visitor${serial}@example.com)`,
    });
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('handled_by')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(stored.handled_by).toBeTruthy();
  });

  it('are deleted after the visitor log’s retention, handled or not, and newer ones are kept', async () => {
    const days = t.app.config.visitorRetention.logDays;
    const old = await visitorWrites('Old visitor');
    const oldHandled = await visitorWrites('Old, answered');
    await markHandled(oldHandled, tokens.rwa);
    t.clock.advance((days - 1) * DAY_MS);
    const recent = await visitorWrites('Recent visitor');
    t.clock.advance(2 * DAY_MS);

    const outcome = await runContactRetention(t.db, {
      now: t.clock.now(),
      days,
      minGapSeconds: 0,
    });
    expect(outcome.ran).toBe(true);
    expect(outcome.messages).toBeGreaterThanOrEqual(2);
    const left = (await t.db.selectFrom('contact_messages').select('id').execute()).map((row) =>
      String(row.id),
    );
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
    expect(left).not.toContain(oldHandled);
    // Days later, so the office signs in again.
    const fresh = await login(t, '9000000001');
    expect((await waiting(fresh)).map((each) => each.id)).toContain(recent);
  });
});
