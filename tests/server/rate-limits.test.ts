/**
 * Per-user limits on the assistant and on uploads, kept in the database so that every instance
 * enforces one limit: a 429 with a sentence and Retry-After, for that user only, until the
 * window moves on. An upload counts once it is accepted; a caller at the limit is refused first.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, fakeJpeg, get, jpeg, multipart, pdf, postForm } from './content-support';
import type { ContentApp } from './content-support';
import { addUser, tokenFor } from './helper';
import { helpdeskCalls, TICKETS } from './helpdesk-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent({
    rateLimits: { assistantPerUserPerMinute: 3, uploadsPerUserPerHour: 2 },
  });
});
afterAll(() => t.close());

/** A ticket form whose JSON field does not parse: a 400 once the form is read. */
const brokenTicket = () => multipart({ ticket: '{"title":' });

const ask = (token: string) => get(t, '/api/qaAgent/search/?q=pool+timings', token);

const toGallery = async (token: string) =>
  postForm(
    t,
    '/api/gallery/gallery/upload',
    multipart({ title: 'Lawn', category: 'amenities' }, [
      { field: 'file', name: 'lawn.jpg', bytes: await jpeg() },
    ]),
    token,
  );
const toNewsletters = (token: string) =>
  postForm(
    t,
    '/api/newsletter/newsletters',
    multipart({ title: 'Issue' }, [{ field: 'pdf', name: 'issue.pdf', bytes: pdf() }]),
    token,
  );

describe('the assistant', () => {
  it('answers a user 3 questions a minute, then says how long to wait', async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(10_000);
      expect((await ask(t.member)).statusCode).toBe(200);
    }
    const refused = await ask(t.member);
    expect(refused.statusCode).toBe(429);
    // The first question was 20 s ago: it leaves the minute in 40 s.
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({
      detail: 'Too many questions in a minute. Please try again in 40 seconds.',
    });
  });

  it('still answers another resident', async () => {
    expect((await ask(t.otherMember)).statusCode).toBe(200);
  });

  it('answers again once the oldest question leaves the minute', async () => {
    t.clock.advance(39_000);
    expect((await ask(t.member)).headers['retry-after']).toBe('1');
    t.clock.advance(1_000);
    expect((await ask(t.member)).statusCode).toBe(200);
  });

  it('lets exactly 3 through when questions arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(t.rwa)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 429, 429, 429,
    ]);
  });
});

describe('uploads', () => {
  it('count every upload endpoint together, per user per hour', async () => {
    expect((await toGallery(t.rwa)).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await toNewsletters(t.rwa)).statusCode).toBe(201);
    const refused = await toGallery(t.rwa);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3540');
    expect(refused.json()).toEqual({
      detail: 'Too many uploads in an hour. Please try again in 59 minutes.',
    });
  });

  it('count only uploads that are accepted: refused ones use up nothing', async () => {
    const h = helpdeskCalls(t);
    const leak = await h.leak();
    const photo = (name: string, bytes: Buffer) => ({ photo: { field: 'photo', name, bytes } });
    const refused = [
      () =>
        postForm(
          t,
          '/api/lostandfound/items/987654/image',
          multipart({}, [{ field: 'image', name: 'x.jpg', bytes: Buffer.alloc(0) }]),
          t.member,
        ),
      () => h.report(leak, photo('x.pdf', pdf())),
      () => h.report(leak, photo('x.jpg', fakeJpeg())),
      () => postForm(t, TICKETS, brokenTicket(), t.member),
    ];
    for (const send of refused) expect((await send()).statusCode).toBe(400);
    expect((await h.report(leak)).statusCode).toBe(201);
    expect((await h.report(leak)).statusCode).toBe(201);
    const full = await h.report(leak);
    expect(full.statusCode).toBe(429);
    expect(full.headers['retry-after']).toBe('3600');
  });

  it('refuse a caller at the limit before judging the upload', async () => {
    const response = await postForm(t, TICKETS, brokenTicket(), t.member);
    expect(response.statusCode).toBe(429);
  });

  it('count a form the outbox sends again under its key once', async () => {
    await addUser(t, { phone: '9000000077', apartment: 'A101' });
    const token = await tokenFor(t, '9000000077');
    const h = helpdeskCalls(t);
    const leak = await h.leak();
    const key = randomUUID();
    expect((await h.report(leak, { key, token })).statusCode).toBe(201);
    const again = await h.report(leak, { key, token });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await h.report(leak, { token })).statusCode).toBe(201);
    expect((await h.report(leak, { token })).statusCode).toBe(429);
  });

  it('let another user upload', async () => {
    const response = await postForm(
      t,
      '/api/lostandfound/items/987654/image',
      multipart({}, [{ field: 'image', name: 'x.jpg', bytes: await jpeg() }]),
      t.otherMember,
    );
    expect(response.statusCode).not.toBe(429);
  });

  it('open again an hour after the first', async () => {
    t.clock.advance(3_540_000);
    expect((await toGallery(t.rwa)).statusCode).toBe(201);
  });
});

describe('the count', () => {
  it("keeps no rows of a user's past their window", async () => {
    t.clock.advance(2 * 3_600_000);
    expect((await ask(t.member)).statusCode).toBe(200);
    const { rows } = await sql<{ at: Date }>`
      SELECT at FROM rate_limit_hits WHERE bucket = 'assistant' AND subject = '9000000002'`.execute(
      t.db,
    );
    expect(rows.map((row) => new Date(row.at).getTime())).toEqual([t.clock.now().getTime()]);
  });
});
