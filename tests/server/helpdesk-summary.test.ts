/**
 * The office's helpdesk summary (issue 18) on a hand-made month, rows written with known times:
 * open and overdue by category now; of the tickets first resolved this India month, the median
 * time to resolve and the share within their deadline's running time; the average rating of
 * tickets closed this month. Month edges are India's, not UTC's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpdeskSummary } from '../../contract/helpdesk/helpdesk';
import { bearer, build, tokenFor } from './helper';
import type { TestApp } from './helper';
import { DAY, HOUR, insertTicket } from './helpdesk-ticket-rows';

let s: TestApp;
let office: string;
beforeAll(async () => {
  s = await build();
  office = await tokenFor(s, '9000000001');
  // The clock stands at 2030-03-04 11:00 in India; the month is March.
  const at = (iso: string) => new Date(iso);
  const now = s.clock.now().getTime();
  const ago = (ms: number) => new Date(now - ms);
  const rows = [
    // Open: two running plumbing tickets (one overdue), a resolved one, a paused overdue lift.
    { apartment: 'A101', category: 'Plumbing', created_at: ago(30 * HOUR), sla_minutes: 1440 },
    { apartment: 'B202', category: 'Plumbing', created_at: ago(HOUR), sla_minutes: 1440 },
    {
      // First resolved this month after 500 min, within its 24 h.
      apartment: 'C303',
      category: 'Plumbing',
      created_at: at('2030-03-02T04:00:00Z'),
      sla_minutes: 1440,
      elapsed_seconds: 500 * 60,
      status: 'Resolved' as const,
      first_resolved_at: at('2030-03-02T12:20:00Z'),
      resolved_at: at('2030-03-02T12:20:00Z'),
    },
    {
      apartment: 'A101',
      category: 'Lift',
      created_at: ago(8 * HOUR),
      sla_minutes: 240,
      elapsed_seconds: 5 * 3600,
      status: 'Waiting for resident' as const,
    },
    // Resolved 00:01 on 1 March in India (still 28 February in UTC) after 60 min; closed, 5 ★.
    {
      apartment: 'A101',
      category: 'Electrical',
      created_at: at('2030-02-28T17:31:00Z'),
      sla_minutes: 1440,
      elapsed_seconds: 3600,
      status: 'Closed' as const,
      first_resolved_at: at('2030-02-28T18:31:00Z'),
      resolved_at: at('2030-02-28T18:31:00Z'),
      closed_at: at('2030-03-01T06:00:00Z'),
      rating: 5,
    },
    // Resolved after 180 min against an urgent 2 h deadline: late; closed with 2 ★.
    {
      apartment: 'B202',
      category: 'Electrical',
      created_at: at('2030-03-02T06:00:00Z'),
      sla_minutes: 120,
      priority: 'urgent' as const,
      elapsed_seconds: 180 * 60,
      status: 'Closed' as const,
      first_resolved_at: at('2030-03-02T09:00:00Z'),
      resolved_at: at('2030-03-02T09:00:00Z'),
      closed_at: at('2030-03-03T06:00:00Z'),
      rating: 2,
    },
    // Closed by the office as not ours this month: no resolution, no rating.
    {
      apartment: 'C303',
      category: 'Security',
      created_at: at('2030-03-01T06:00:00Z'),
      sla_minutes: 120,
      status: 'Closed' as const,
      closed_at: at('2030-03-01T07:00:00Z'),
    },
    // Resolved 23:50 on 28 February in India and rated 1 ★ then: February's, not March's.
    {
      apartment: 'B202',
      category: 'Housekeeping',
      created_at: at('2030-02-28T16:00:00Z'),
      sla_minutes: 2880,
      elapsed_seconds: 140 * 60,
      status: 'Closed' as const,
      first_resolved_at: at('2030-02-28T18:20:00Z'),
      resolved_at: at('2030-02-28T18:20:00Z'),
      closed_at: at('2030-02-28T18:25:00Z'),
      rating: 1,
    },
  ];
  for (const row of rows) await insertTicket(s.db, row);
});
afterAll(() => s.close());

const getSummary = (token = office) =>
  s.app.inject({ method: 'GET', url: '/api/helpdesk/summary', headers: bearer(token) });

describe('the summary', () => {
  it('counts what is open and overdue by category, and the month’s resolutions and ratings', async () => {
    const response = await getSummary();
    expect(response.statusCode).toBe(200);
    const summary = response.json<HelpdeskSummary>();
    expect(summary).toMatchObject({
      month: '2030-03',
      open_total: 4,
      overdue_total: 2,
      resolved_this_month: 3,
      median_resolve_minutes: 180,
      average_rating: 3.5,
      ratings: 2,
    });
    expect(summary.within_sla_share).toBeCloseTo(2 / 3, 6);
    const counts = summary.by_category.map(({ category, open, overdue }) => [
      category,
      open,
      overdue,
    ]);
    expect(counts).toEqual([
      ['Plumbing', 3, 1],
      ['Electrical', 0, 0],
      ['Lift', 1, 1],
      ['Security', 0, 0],
      ['Housekeeping', 0, 0],
      ['Common area', 0, 0],
      ['Other', 0, 0],
      ['Ask RWA', 0, 0],
    ]);
  });

  it('says null, not zero, for a month with nothing resolved or rated', async () => {
    s.clock.advance(28 * DAY);
    expect((await getSummary()).json()).toMatchObject({
      month: '2030-04',
      resolved_this_month: 0,
      median_resolve_minutes: null,
      within_sla_share: null,
      average_rating: null,
      ratings: 0,
    });
  });

  it('is the office’s alone', async () => {
    expect((await getSummary(await tokenFor(s, '9000000002'))).statusCode).toBe(403);
  });
});
