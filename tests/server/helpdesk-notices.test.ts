/**
 * Who is told what about a ticket (issue 18): the household hears each of the office's moves
 * and comments (leading to /helpdesk/<id>); the office hears each new ticket, each household
 * comment, a reopen and a close with a rating (leading to /admin/helpdesk/<id>). A refused
 * change tells no one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from './content-support';
import type { ContentApp } from './content-support';
import { expectOk, helpdeskCalls } from './helpdesk-support';

const RWA = '9000000001';
const ARJUN = '9000000002';
const RAHUL = '9000000004';

let t: ContentApp;
let h: ReturnType<typeof helpdeskCalls>;
beforeAll(async () => {
  t = await buildContent();
  h = helpdeskCalls(t);
});
afterAll(() => t.close());

/** The notices about one ticket in `phone`'s inbox, oldest first. */
const noticesOf = (phone: string, url: string) =>
  t.db
    .selectFrom('notifications')
    .select(['kind', 'category', 'title', 'body'])
    .where('user_phone', '=', phone)
    .where('url', '=', url)
    .orderBy('id')
    .execute();

describe('the household', () => {
  it('hears every move of the office, and every office comment', async () => {
    const id = await h.ticketAt('Resolved');
    await expectOk(await h.comment(id, 'Please confirm it is dry now', { token: t.rwa }));
    const heard = await noticesOf(ARJUN, `/helpdesk/${id}`);
    expect(heard.map((notice) => [notice.kind, notice.category])).toEqual([
      ['ticket_status', 'requests'],
      ['ticket_status', 'requests'],
      ['ticket_status', 'requests'],
      ['ticket_comment', 'requests'],
    ]);
    expect(heard[0]?.body).toContain('Ramesh (plumber)');
    expect(heard[2]?.title).toContain('Resolved');
    expect(heard[3]?.body).toBe('Please confirm it is dry now');
    // Another flat hears nothing of it.
    expect(await noticesOf(RAHUL, `/helpdesk/${id}`)).toEqual([]);
  });

  it('is not told of its own comments and moves', async () => {
    const id = await h.ticketAt('Resolved');
    const before = (await noticesOf(ARJUN, `/helpdesk/${id}`)).length;
    await expectOk(await h.comment(id, 'Looks fine now'));
    await expectOk(await h.move(id, { status: 'Closed', rating: 5 }, t.member));
    expect(await noticesOf(ARJUN, `/helpdesk/${id}`)).toHaveLength(before);
  });
});

describe('the office', () => {
  it('hears each new ticket and each household comment, not its own', async () => {
    const id = await h.reported({ priority: 'urgent', title: 'Sparks from the meter box' });
    await expectOk(await h.comment(id, 'It smells of burning'));
    await expectOk(await h.comment(id, 'Electrician on the way', { token: t.rwa }));
    const heard = await noticesOf(RWA, `/admin/helpdesk/${id}`);
    expect(heard.map((notice) => [notice.kind, notice.category])).toEqual([
      ['ticket_new', 'office'],
      ['ticket_comment', 'office'],
    ]);
    expect(heard[0]?.title).toBe('Urgent complaint from A101: Sparks from the meter box');
    expect(heard[1]).toMatchObject({
      title: expect.stringContaining('A101'),
      body: 'It smells of burning',
    });
  });

  it('hears a reopen and a close with its rating', async () => {
    const id = await h.ticketAt('Resolved');
    await expectOk(await h.move(id, { status: 'In progress', note: 'Drips again' }, t.member));
    await expectOk(await h.move(id, { status: 'Resolved' }));
    await expectOk(await h.move(id, { status: 'Closed', rating: 4, note: 'Good' }, t.member));
    const heard = await noticesOf(RWA, `/admin/helpdesk/${id}`);
    expect(heard.map((notice) => notice.kind)).toEqual([
      'ticket_new',
      'ticket_reopened',
      'ticket_rated',
    ]);
    expect(heard[1]?.body).toBe('Drips again');
    expect(heard[2]).toMatchObject({ title: expect.stringContaining('4/5'), body: 'Good' });
  });
});

it('a refused move tells no one', async () => {
  const id = await h.reported();
  const before = (await noticesOf(ARJUN, `/helpdesk/${id}`)).length;
  const refused = await h.move(id, { status: 'Resolved' });
  expect(refused.statusCode).toBe(409);
  expect(await noticesOf(ARJUN, `/helpdesk/${id}`)).toHaveLength(before);
});
