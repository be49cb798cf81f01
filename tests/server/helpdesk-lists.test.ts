/**
 * The helpdesk read in bulk (issue 18): a member's list is their flat's and no filter widens it;
 * the office's queue is sorted by deadline (overdue first, the most overdue on top, then the
 * soonest due, then paused, then resolved and closed, newest first), filtered and paged; its CSV
 * holds the same rows. (The summary: helpdesk-summary.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../contract/helpdesk/helpdesk';
import { messages } from '../../contract/messages';
import { bearer, build, tokenFor } from './helper';
import type { TestApp } from './helper';
import { DAY, HOUR, MINUTE, insertTicket } from './helpdesk-ticket-rows';

let t: TestApp;
let rwa: string;
let arjun: string;
/** The tickets by the name each test knows them by. */
const id: Record<string, string> = {};

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });

async function list(token: string, query = ''): Promise<{ tickets: Ticket[]; total: number }> {
  const response = await get(`helpdesk/tickets${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const named = (tickets: Ticket[]) =>
  tickets.map((ticket) => Object.keys(id).find((name) => id[name] === ticket.id) ?? ticket.id);

beforeAll(async () => {
  t = await build();
  rwa = await tokenFor(t, '9000000001');
  arjun = await tokenFor(t, '9000000002');
  const now = t.clock.now().getTime();
  const ago = (ms: number) => new Date(now - ms);
  const seeds = {
    // Running, its 24 h deadline 6 h past.
    a1: { apartment: 'A101', category: 'Plumbing', created_at: ago(30 * HOUR), sla_minutes: 1440 },
    // Running, due in 23 h.
    a2: {
      apartment: 'A101',
      category: 'Electrical',
      created_at: ago(HOUR),
      sla_minutes: 1440,
      status: 'In progress' as const,
    },
    // Waiting on the household after 5 h of a 4 h deadline: paused, but overdue by an hour.
    a3: {
      apartment: 'A101',
      category: 'Lift',
      created_at: ago(8 * HOUR),
      sla_minutes: 240,
      elapsed_seconds: 5 * 3600,
      status: 'Waiting for resident' as const,
    },
    // Waiting after 1 h of 48.
    a4: {
      apartment: 'A101',
      category: 'Housekeeping',
      created_at: ago(2 * HOUR),
      sla_minutes: 2880,
      elapsed_seconds: 3600,
      status: 'Waiting for resident' as const,
    },
    a5: {
      apartment: 'A101',
      category: 'Other',
      created_at: ago(5 * DAY),
      sla_minutes: 4320,
      status: 'Resolved' as const,
      first_resolved_at: ago(2 * DAY),
      resolved_at: ago(2 * DAY),
    },
    a6: {
      apartment: 'A101',
      category: 'Other',
      created_at: ago(5 * DAY),
      sla_minutes: 4320,
      status: 'Closed' as const,
      first_resolved_at: ago(3 * DAY),
      resolved_at: ago(3 * DAY),
      closed_at: ago(DAY),
      rating: 4,
    },
    // Urgent security: 1 h, 2 h past.
    b1: {
      apartment: 'B202',
      category: 'Security',
      created_at: ago(3 * HOUR),
      sla_minutes: 60,
      priority: 'urgent' as const,
      status: 'Assigned' as const,
    },
    // Due in 23 h 50 min.
    b2: {
      apartment: 'B202',
      category: 'Plumbing',
      created_at: ago(10 * MINUTE),
      sla_minutes: 1440,
    },
  };
  for (const [name, seed] of Object.entries(seeds)) id[name] = await insertTicket(t.db, seed);
  await t.db
    .insertInto('helpdesk_comments')
    .values(
      ['Tap still dripping', 'Plumber comes at 4'].map((body, index) => ({
        ticket_id: Number(id.a1),
        author_phone: index === 0 ? '9000000002' : '9000000001',
        author_name: index === 0 ? 'Arjun' : 'RWA Office',
        author_role: index === 0 ? ('member' as const) : ('rwa' as const),
        body,
        created_at: ago((2 - index) * HOUR),
      })),
    )
    .execute();
});
afterAll(() => t.close());

describe('a member’s list', () => {
  it('holds only their own flat’s tickets, in the queue’s order', async () => {
    const { tickets, total } = await list(arjun);
    expect(named(tickets)).toEqual(['a1', 'a3', 'a2', 'a4', 'a6', 'a5']);
    expect(total).toBe(6);
    expect(tickets.every((ticket) => ticket.apartment_number === 'A101' && ticket.mine)).toBe(true);
  });

  it('is not widened by asking for another apartment', async () => {
    expect(await list(arjun, '?apartment=B202')).toEqual({ tickets: [], total: 0 });
    const overdue = await list(arjun, '?status=overdue');
    expect(named(overdue.tickets)).toEqual(['a1', 'a3']);
  });

  it('shows each ticket’s latest comment and how many there are', async () => {
    const { tickets } = await list(arjun, '?category_id=' + (await categoryOf('a1')));
    expect(tickets[0]).toMatchObject({
      id: id.a1,
      category: 'Plumbing',
      comment_count: 2,
      latest_comment: { author_name: 'RWA Office', author_role: 'rwa', body: 'Plumber comes at 4' },
    });
  });
});

async function categoryOf(name: string): Promise<string> {
  const { tickets } = await list(rwa);
  return tickets.find((ticket) => ticket.id === id[name])?.category_id ?? '';
}

describe('the office’s queue', () => {
  it('puts the overdue first, most overdue on top, then the soonest due, then paused, then done', async () => {
    const { tickets, total } = await list(rwa);
    expect(named(tickets)).toEqual(['a1', 'b1', 'a3', 'a2', 'b2', 'a4', 'a6', 'a5']);
    expect(total).toBe(8);
    // The office lives in no flat of these: it may work them, not reopen or close them.
    expect(tickets.some((ticket) => ticket.mine)).toBe(false);
  });

  it('filters by category', async () => {
    const plumbing = await list(rwa, `?category_id=${await categoryOf('a1')}`);
    expect(named(plumbing.tickets)).toEqual(['a1', 'b2']);
    expect(await list(rwa, '?category_id=999999999')).toEqual({ tickets: [], total: 0 });
    expect(await list(rwa, '?category_id=99999999999999999999')).toEqual({ tickets: [], total: 0 });
  });

  it('filters by status: one state, active (not closed) or overdue (running or paused)', async () => {
    const waiting = await list(rwa, `?status=${encodeURIComponent('Waiting for resident')}`);
    expect(named(waiting.tickets)).toEqual(['a3', 'a4']);
    expect(named((await list(rwa, '?status=active')).tickets)).toEqual([
      'a1',
      'b1',
      'a3',
      'a2',
      'b2',
      'a4',
      'a5',
    ]);
    expect(named((await list(rwa, '?status=overdue')).tickets)).toEqual(['a1', 'b1', 'a3']);
  });

  it('filters by age and by apartment, as typed', async () => {
    expect(named((await list(rwa, '?older_than_days=1')).tickets)).toEqual(['a1', 'a6', 'a5']);
    expect(named((await list(rwa, '?apartment=b202')).tickets)).toEqual(['b1', 'b2']);
    const both = await list(rwa, '?apartment=A101&status=overdue&older_than_days=1');
    expect(named(both.tickets)).toEqual(['a1']);
  });

  it('counts an overdue ticket from the moment its deadline falls', async () => {
    t.clock.advance(23 * HOUR + 50 * MINUTE);
    expect(named((await list(rwa, '?status=overdue')).tickets)).toEqual([
      'a1',
      'b1',
      'a3',
      'a2',
      'b2',
    ]);
    t.clock.advance(-(23 * HOUR + 50 * MINUTE));
  });

  it('refuses an unknown status with a sentence', async () => {
    const response = await get('helpdesk/tickets?status=Lost', rwa);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `status: ${messages.ticketStatusUnknown}` });
  });
});

describe('the CSV', () => {
  it('holds every row of the filter, in the queue’s order, named after it', async () => {
    const response = await get('helpdesk/tickets.csv?status=overdue', rwa);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="helpdesk-overdue-2030-03-04.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"number","reported","apartment",/);
    expect(lines.slice(1).map((line) => line.split(',')[0]?.replaceAll('"', ''))).toEqual([
      id.a1,
      id.b1,
      id.a3,
    ]);
    expect(lines[1]).toContain('"Plumbing trouble in A101"');
    expect(lines[1]).toContain('"yes"');
  });

  it('is every matching row, not one page, and names the category it holds', async () => {
    const response = await get(
      `helpdesk/tickets.csv?category_id=${await categoryOf('a1')}&apartment=a101`,
      rwa,
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="helpdesk-all-plumbing-A101-2030-03-04.csv"',
    );
    expect(response.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('is the office’s alone', async () => {
    const response = await get('helpdesk/tickets.csv', arjun);
    expect(response.statusCode).toBe(403);
  });
});

describe('paging', () => {
  it('gives pages of 50 with the total, together every ticket once, in the queue’s order', async () => {
    const start = t.clock.now().getTime();
    // 70 open (each due an hour after the one before) and 50 closed (each an hour earlier).
    for (let n = 0; n < 120; n += 1) {
      const open = n < 70;
      await insertTicket(t.db, {
        apartment: 'D404',
        category: 'Other',
        created_at: new Date(start - (open ? 70 - n : 100 + n) * HOUR),
        sla_minutes: 4320,
        status: open ? 'Open' : 'Closed',
        ...(open ? {} : { closed_at: new Date(start - n * HOUR) }),
      });
    }
    const pages = [];
    for (let page = 0; page < 4; page += 1) {
      pages.push(await list(rwa, `?apartment=D404&page=${page}`));
    }
    expect(pages.map((page) => page.tickets.length)).toEqual([50, 50, 20, 0]);
    expect(pages.map((page) => page.total)).toEqual([120, 120, 120, 120]);
    const tickets = pages.flatMap((page) => page.tickets);
    expect(new Set(tickets.map((ticket) => ticket.id)).size).toBe(120);
    // The open ones first, soonest due first; then the closed, newest first, across pages.
    expect(tickets.map((ticket) => ticket.status)).toEqual([
      ...Array<string>(70).fill('Open'),
      ...Array<string>(50).fill('Closed'),
    ]);
    const due = tickets.slice(0, 70).map((ticket) => ticket.due_at ?? '');
    expect(due).toEqual([...due].sort());
    const closedAt = tickets.slice(70).map((ticket) => ticket.closed_at ?? '');
    expect(closedAt).toEqual([...closedAt].sort().reverse());
  });
});
