/**
 * Reporting and reading complaints (issue 18): a household reads and works only its own
 * apartment's tickets (another's is 403, as curl would find), the RWA reads them all; a photo
 * is judged by its bytes; a report sent twice with one Idempotency-Key is stored once with one
 * photo; the thread takes photos and refuses a closed ticket; the RWA's categories.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpdeskCategory, Ticket } from '../../contract/helpdesk/helpdesk';
import { messages } from '../../contract/messages';
import { bearer } from './helper';
import { buildContent, fakeJpeg, get, jpeg, nameOf, png, storedFiles } from './content-support';
import type { ContentApp } from './content-support';
import { detailOf, detailText, helpdeskCalls, ticketUrl } from './helpdesk-support';

let t: ContentApp;
let h: ReturnType<typeof helpdeskCalls>;
beforeAll(async () => {
  t = await buildContent();
  h = helpdeskCalls(t);
});
afterAll(() => t.close());

const ticketCount = async () => {
  const row = await t.db
    .selectFrom('helpdesk_tickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('reporting', () => {
  it('a household reports a complaint: Open, theirs, the clock running', async () => {
    const response = await h.report(await h.leak());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Ticket>()).toMatchObject({
      category: 'Plumbing',
      status: 'Open',
      priority: 'normal',
      apartment_number: 'A101',
      reporter_name: 'Arjun Sharma',
      photo_url: '',
      mine: true,
      clock_started_at: t.clock.now().toISOString(),
    });
  });

  it('refuses a category that does not exist, and stores nothing', async () => {
    const before = await ticketCount();
    const response = await h.report(await h.leak({ category_id: '987654' }));
    expect(response.statusCode).toBe(400);
    expect(detailText(response)).toBe(messages.ticketCategoryUnknown);
    expect(await ticketCount()).toBe(before);
  });

  it('keeps a JPEG or PNG photo, stored under a new name with a thumbnail', async () => {
    const photo = { field: 'photo', name: 'leak.jpg', bytes: await jpeg(64, 48) };
    const response = await h.report(await h.leak(), { photo });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Ticket>();
    expect(created.photo_url).toMatch(/^files\/.+\.jpg$/);
    expect(nameOf(created.photo_url)).not.toContain('leak');
    expect(await storedFiles(t)).toContain(nameOf(created.thumbnail_url));
    const file = await get(t, `/api/${created.photo_url}`);
    expect(file.statusCode).toBe(200);
  });

  it('judges the photo by its bytes: text named .jpg is 400, nothing stored', async () => {
    const [before, files] = [await ticketCount(), await storedFiles(t)];
    for (const bytes of [Buffer.from('not a picture at all, just text'), fakeJpeg()]) {
      const photo = { field: 'photo', name: 'leak.jpg', bytes, type: 'image/jpeg' };
      const response = await h.report(await h.leak(), { photo });
      expect(response.statusCode).toBe(400);
      expect(detailText(response)).toContain(messages.lostFoundImageType);
    }
    expect(await ticketCount()).toBe(before);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('stores a report sent twice with one Idempotency-Key once, with one photo', async () => {
    const [before, files] = [await ticketCount(), (await storedFiles(t)).length];
    const key = randomUUID();
    const input = await h.leak({ title: 'Lift stuck at 4th floor' });
    const photo = { field: 'photo', name: 'lift.png', bytes: await png(40, 30) };
    const first = await h.report(input, { photo, key });
    const again = await h.report(input, { photo, key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Ticket>().id).toBe(first.json<Ticket>().id);
    expect(await ticketCount()).toBe(before + 1);
    // The photo, its thumbnail and the thumbnail's WebP twin: once.
    expect(await storedFiles(t)).toHaveLength(files + 3);
  });
});

describe('whose ticket it is', () => {
  let id: string;
  beforeAll(async () => {
    id = await h.ticketAt('Resolved');
  });

  it('another apartment cannot read, move or comment on it: 403', async () => {
    const read = await get(t, ticketUrl(id), t.otherMember);
    expect(read.statusCode).toBe(403);
    expect(detailText(read)).toBe(messages.ticketNotYours);
    const moved = await h.move(id, { status: 'Closed', rating: 1 }, t.otherMember);
    expect(moved.statusCode).toBe(403);
    expect(detailText(moved)).toBe(messages.ticketNotYours);
    const said = await h.comment(id, 'Not mine but hello', { token: t.otherMember });
    expect(said.statusCode).toBe(403);
    expect((await h.read(id)).comment_count).toBe(0);
    expect((await h.read(id)).status).toBe('Resolved');
  });

  it('a stranger gets 401; a ticket that does not exist 404', async () => {
    expect((await get(t, ticketUrl(id))).statusCode).toBe(401);
    const missing = await get(t, ticketUrl('987654'), t.member);
    expect(missing.statusCode).toBe(404);
    expect(detailText(missing)).toBe(messages.ticketNotFound);
  });

  it('the household and the RWA read it, with its thread and its moves', async () => {
    const mine = await h.read(id, t.member);
    expect(mine).toMatchObject({ id, mine: true, status: 'Resolved' });
    const office = await h.read(id, t.rwa);
    expect(office).toMatchObject({ id, mine: false, apartment_number: 'A101' });
    expect(office.history).toHaveLength(4);
  });

  it('only the RWA changes the priority', async () => {
    const response = await h.setPriority(id, 'urgent', t.member);
    expect(response.statusCode).toBe(403);
  });
});

describe('the thread', () => {
  it('the household and the office write, with photos; the count and latest follow', async () => {
    const id = await h.ticketAt('Assigned');
    const photo = { field: 'photo', name: 'drip.png', bytes: await png(20, 20) };
    const first = await h.comment(id, 'It got worse overnight', { photo });
    expect(first.statusCode, first.body).toBe(200);
    const reply = detailOf(await h.comment(id, 'Plumber comes at 11', { token: t.rwa }));
    expect(reply.comments.map((c) => [c.author_role, c.body])).toEqual([
      ['member', 'It got worse overnight'],
      ['rwa', 'Plumber comes at 11'],
    ]);
    expect(reply.comments[0]?.photo_url).toMatch(/^files\//);
    expect(reply).toMatchObject({
      comment_count: 2,
      latest_comment: { body: 'Plumber comes at 11' },
    });
  });

  it('refuses an empty comment and a comment on a closed ticket', async () => {
    const id = await h.ticketAt('Closed');
    const empty = await h.comment(id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(detailText(empty)).toContain(messages.commentRequired);
    const files = await storedFiles(t);
    const photo = { field: 'photo', name: 'back.png', bytes: await png(20, 20) };
    const closed = await h.comment(id, 'It is back', { photo });
    expect(closed.statusCode).toBe(409);
    expect(detailText(closed)).toBe(messages.commentOnClosed);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('a comment sent twice with one Idempotency-Key is written once', async () => {
    const id = await h.ticketAt('Open');
    const key = randomUUID();
    await h.comment(id, 'Water on the floor now', { key });
    const again = await h.comment(id, 'Water on the floor now', { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await h.read(id)).comment_count).toBe(1);
  });
});

describe('categories', () => {
  const CATEGORIES = '/api/helpdesk/categories';
  const send = (method: 'POST' | 'PUT', url: string, payload: object, token = t.rwa) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });

  it('lists the defaults in the RWA’s order', async () => {
    const list = (await get(t, CATEGORIES, t.member)).json<HelpdeskCategory[]>();
    expect(list.slice(0, 7).map((c) => [c.name, c.sla_hours])).toEqual([
      ['Plumbing', 24],
      ['Electrical', 24],
      ['Lift', 4],
      ['Security', 2],
      ['Housekeeping', 48],
      ['Common area', 72],
      ['Other', 72],
    ]);
  });

  it('the RWA adds one at the end; a name taken in any case is 409', async () => {
    const created = await send('POST', CATEGORIES, { name: 'Pest control', sla_hours: 96 });
    expect(created.statusCode, created.body).toBe(201);
    const list = (await get(t, CATEGORIES, t.member)).json<HelpdeskCategory[]>();
    expect(list.at(-1)).toMatchObject({ name: 'Pest control', sla_hours: 96 });
    const taken = await send('POST', CATEGORIES, { name: 'plumbing', sla_hours: 5 });
    expect(taken.statusCode).toBe(409);
    expect(detailText(taken)).toBe(messages.categoryNameTaken);
    const renamed = await send('PUT', `${CATEGORIES}/${await h.categoryId('Lift')}`, {
      name: 'Pest Control',
      sla_hours: 4,
    });
    expect(renamed.statusCode).toBe(409);
    expect(detailText(renamed)).toBe(messages.categoryNameTaken);
  });

  it('refuses a deadline out of range, an unknown category, and a member', async () => {
    const bad = await send('POST', CATEGORIES, { name: 'Garden', sla_hours: 721 });
    expect(bad.statusCode).toBe(400);
    expect(detailText(bad)).toContain(messages.slaHoursRange);
    const missing = await send('PUT', `${CATEGORIES}/987654`, { name: 'Garden', sla_hours: 5 });
    expect(missing.statusCode).toBe(404);
    expect(detailText(missing)).toBe(messages.categoryNotFound);
    const member = await send('POST', CATEGORIES, { name: 'Garden', sla_hours: 5 }, t.member);
    expect(member.statusCode).toBe(403);
  });

  it('a new deadline applies to new tickets only', async () => {
    const security = await h.categoryId('Security');
    const before = await h.reported({ category_id: security });
    const edited = await send('PUT', `${CATEGORIES}/${security}`, {
      name: 'Security',
      sla_hours: 6,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await h.reported({ category_id: security });
    expect((await h.read(before)).sla_minutes).toBe(120);
    expect((await h.read(after)).sla_minutes).toBe(360);
  });
});
