/**
 * A ticket's life through the API (issue 18): every state to every state, by the office and by
 * the household — a move the lifecycle has is made (200, the new state), one it lacks is 409,
 * the office's move tried by the household is 403; a move missing what it must carry is 400 with
 * the sentence and changes nothing; a reopen works for 7 days after the resolution and not after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketMove } from '../../contract/helpdesk/helpdesk';
import { ticketStates } from '../../contract/helpdesk/lifecycle';
import type { TicketStatus } from '../../contract/helpdesk/lifecycle';
import { messages } from '../../contract/messages';
import { addUser, tokenFor } from './helper';
import { buildContent } from './content-support';
import type { ContentApp } from './content-support';
import { DAY, MINUTE, detailOf, detailText, helpdeskCalls } from './helpdesk-support';

let t: ContentApp;
let h: ReturnType<typeof helpdeskCalls>;
beforeAll(async () => {
  t = await buildContent();
  h = helpdeskCalls(t);
});
afterAll(() => t.close());

/** What the issue allows, written out: the office's moves and the household's. */
const allowed: Record<'rwa' | 'household', [TicketStatus, TicketStatus][]> = {
  rwa: [
    ['Open', 'Assigned'],
    ['Assigned', 'Assigned'],
    ['Assigned', 'In progress'],
    ['Waiting for resident', 'In progress'],
    ['Assigned', 'Waiting for resident'],
    ['In progress', 'Waiting for resident'],
    ['In progress', 'Resolved'],
    ['Open', 'Closed'],
    ['Assigned', 'Closed'],
    ['In progress', 'Closed'],
    ['Waiting for resident', 'Closed'],
    ['Resolved', 'Closed'],
  ],
  household: [
    ['Resolved', 'In progress'],
    ['Resolved', 'Closed'],
  ],
};
const officeMakes = (from: TicketStatus, to: TicketStatus) =>
  allowed.rwa.some(([a, b]) => a === from && b === to);

/** A body carrying everything any move of `who` to `to` needs. */
const complete = (who: 'rwa' | 'household', to: TicketStatus): TicketMove => ({
  status: to,
  note: 'Checked on site',
  ...(to === 'Assigned' ? { assigned_to: 'Suresh (electrician)' } : {}),
  ...(to === 'Closed' && who === 'household' ? { rating: 4 } : {}),
  ...(to === 'Closed' && who === 'rwa' ? { close_as: 'not_ours' as const } : {}),
});

const pairs = ticketStates.flatMap((from) => ticketStates.map((to) => [from, to] as const));

describe.each(['rwa', 'household'] as const)('moves by the %s', (who) => {
  it.each(pairs)('%s → %s', async (from, to) => {
    const id = await h.ticketAt(from);
    const response = await h.move(id, complete(who, to), who === 'rwa' ? t.rwa : t.member);
    const ok = allowed[who].some(([a, b]) => a === from && b === to);
    if (ok) {
      expect(response.statusCode, response.body).toBe(200);
      expect(detailOf(response).status).toBe(to);
      expect((await h.read(id)).history.at(-1)).toMatchObject({ status: to });
    } else if (who === 'household' && officeMakes(from, to)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(detailText(response)).toBe(messages.ticketOfficeMove);
    } else {
      expect(response.statusCode, response.body).toBe(409);
      expect(detailText(response)).toBe(messages.ticketMoveNotAllowed(from, to));
    }
    if (!ok) expect((await h.read(id)).status).toBe(from);
  });
});

describe('a move must carry what it needs', () => {
  const cases: [string, TicketStatus, 'rwa' | 'household', TicketMove, string][] = [
    [
      'assigning with no staff',
      'Open',
      'rwa',
      { status: 'Assigned' },
      messages.ticketStaffRequired,
    ],
    [
      'waiting on the household with no reason',
      'In progress',
      'rwa',
      { status: 'Waiting for resident', note: '  ' },
      messages.ticketReasonRequired,
    ],
    [
      'reopening with no reason',
      'Resolved',
      'household',
      { status: 'In progress' },
      messages.ticketReasonRequired,
    ],
    [
      'closing with no rating',
      'Resolved',
      'household',
      { status: 'Closed', note: 'ok' },
      messages.ticketRatingRequired,
    ],
    [
      'the office closing with no why',
      'Open',
      'rwa',
      { status: 'Closed' },
      messages.ticketCloseAsRequired,
    ],
    [
      'a duplicate of nothing',
      'Open',
      'rwa',
      { status: 'Closed', close_as: 'duplicate' },
      messages.ticketDuplicateRequired,
    ],
    [
      'not ours with no reason',
      'Assigned',
      'rwa',
      { status: 'Closed', close_as: 'not_ours' },
      messages.ticketReasonRequired,
    ],
    [
      'a rating of 6',
      'Resolved',
      'household',
      { status: 'Closed', rating: 6 },
      messages.ticketRatingRange,
    ],
  ];

  it.each(cases)('%s: 400 and nothing changes', async (_what, from, who, body, sentence) => {
    const id = await h.ticketAt(from);
    const before = await h.read(id);
    const response = await h.move(id, body, who === 'rwa' ? t.rwa : t.member);
    expect(response.statusCode, response.body).toBe(400);
    expect(detailText(response)).toContain(sentence);
    expect(await h.read(id)).toEqual(before);
  });

  it('a duplicate of itself is 400, of a ticket that does not exist 404', async () => {
    const id = await h.reported();
    const self = await h.move(id, { status: 'Closed', close_as: 'duplicate', duplicate_of: id });
    expect(self.statusCode).toBe(400);
    expect(detailText(self)).toBe(messages.ticketDuplicateOfSelf);
    const missing = { status: 'Closed', close_as: 'duplicate', duplicate_of: '987654' } as const;
    const none = await h.move(id, missing);
    expect(none.statusCode).toBe(404);
    expect(detailText(none)).toBe(messages.ticketDuplicateNotFound);
    expect((await h.read(id)).status).toBe('Open');
  });

  it('a duplicate of an existing ticket closes it and names the first', async () => {
    const first = await h.reported();
    const again = await h.reported();
    const body = { status: 'Closed', close_as: 'duplicate', duplicate_of: first } as const;
    const closed = detailOf(await h.move(again, body));
    expect(closed).toMatchObject({ status: 'Closed', close_as: 'duplicate', duplicate_of: first });
    expect(closed.closed_at).toBe(t.clock.now().toISOString());
  });
});

describe('what a move records', () => {
  it('assigning names the staff; resolving sets when; the household closes with a rating', async () => {
    const id = await h.ticketAt('Resolved');
    const resolved = await h.read(id);
    expect(resolved.assigned_to).toBe('Ramesh (plumber)');
    expect(resolved.resolved_at).toBe(t.clock.now().toISOString());
    const body = { status: 'Closed', rating: 5, note: 'Quick and tidy' } as const;
    const closed = detailOf(await h.move(id, body, t.member));
    expect(closed).toMatchObject({ status: 'Closed', rating: 5, rating_comment: 'Quick and tidy' });
    expect(closed.history.map((step) => step.status)).toEqual([
      'Open',
      'Assigned',
      'In progress',
      'Resolved',
      'Closed',
    ]);
  });

  it('two admins moving one ticket at once: one move is made, the other is refused', async () => {
    const id = await h.ticketAt('In progress');
    const [a, b] = await Promise.all([
      h.move(id, { status: 'Resolved' }),
      h.move(id, { status: 'Resolved' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const history = (await h.read(id)).history.filter((step) => step.status === 'Resolved');
    expect(history).toHaveLength(1);
  });

  it('an RWA admin living in the flat makes the household’s moves too', async () => {
    await addUser(t, { phone: '9111000001', apartment: 'A101', role: 'rwa' });
    const admin = await tokenFor(t, '9111000001');
    const id = await h.ticketAt('Resolved');
    const reopened = await h.move(id, { status: 'In progress', note: 'Still drips' }, admin);
    expect(reopened.statusCode, reopened.body).toBe(200);
    await h.move(id, { status: 'Resolved' });
    const rated = await h.move(id, { status: 'Closed', rating: 3 }, admin);
    expect(detailOf(rated)).toMatchObject({ status: 'Closed', rating: 3, close_as: null });
  });
});

describe('the reopen window', () => {
  it('reopens within 7 days of the resolution', async () => {
    const id = await h.ticketAt('Resolved');
    t.clock.advance(7 * DAY - MINUTE);
    const response = await h.move(id, { status: 'In progress', note: 'Dripping again' }, t.member);
    expect(response.statusCode, response.body).toBe(200);
    expect(detailOf(response)).toMatchObject({ status: 'In progress', resolved_at: null });
  });

  it('refuses a reopen after 7 days with 409', async () => {
    const id = await h.ticketAt('Resolved');
    t.clock.advance(7 * DAY + MINUTE);
    const response = await h.move(id, { status: 'In progress', note: 'Dripping again' }, t.member);
    expect(response.statusCode).toBe(409);
    expect(detailText(response)).toBe(messages.ticketReopenExpired);
    // Closing with a rating is still open to them.
    const closed = await h.move(id, { status: 'Closed', rating: 2 }, t.member);
    expect(closed.statusCode).toBe(200);
  });
});
