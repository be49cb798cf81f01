/**
 * Per-user limits on the assistant and on uploads, kept in the database so that every instance
 * enforces one limit: a 429 with a sentence and Retry-After, for that user only, until the
 * window moves on.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, get, jpeg, multipart, pdf, postForm } from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent({
    rateLimits: { assistantPerUserPerMinute: 3, uploadsPerUserPerHour: 2 },
  });
});
afterAll(() => t.close());

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

  it('count an upload that is refused for its content too', async () => {
    const photo = (token: string) =>
      postForm(
        t,
        '/api/lostandfound/items/987654/image',
        multipart({}, [{ field: 'image', name: 'x.jpg', bytes: Buffer.from('not a photo') }]),
        token,
      );
    expect((await photo(t.member)).statusCode).toBe(400);
    expect((await photo(t.member)).statusCode).toBe(400);
    expect((await photo(t.member)).statusCode).toBe(429);
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
