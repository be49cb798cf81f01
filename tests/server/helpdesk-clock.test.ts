/**
 * A ticket's deadline through the API, with the test's clock (issue 18): urgent halves it; the
 * clock runs while Open, Assigned or In progress, waits while the office waits on the household
 * (time spent banked, no due time), runs again on the household's answer, stops at Resolved and
 * runs again on a reopen; a change of priority moves the due time and keeps the time spent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetail } from '../../contract/helpdesk/helpdesk';
import { buildContent } from './content-support';
import type { ContentApp } from './content-support';
import { HOUR, MINUTE, detailOf, expectOk, helpdeskCalls } from './helpdesk-support';

let t: ContentApp;
let h: ReturnType<typeof helpdeskCalls>;
beforeAll(async () => {
  t = await buildContent();
  h = helpdeskCalls(t);
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

/** The clock's fields of a ticket. */
const clockOf = (ticket: TicketDetail) => ({
  sla_minutes: ticket.sla_minutes,
  elapsed_seconds: ticket.elapsed_seconds,
  running: ticket.clock_started_at !== null,
  due_at: ticket.due_at,
});

describe('the deadline', () => {
  it('is the category’s hours; urgent halves it', async () => {
    const normal = await h.read(await h.reported());
    expect(clockOf(normal)).toEqual({
      sla_minutes: 24 * 60,
      elapsed_seconds: 0,
      running: true,
      due_at: at(24 * HOUR),
    });
    const urgent = await h.read(await h.reported({ priority: 'urgent' }));
    expect(urgent).toMatchObject({
      priority: 'urgent',
      sla_minutes: 12 * 60,
      due_at: at(12 * HOUR),
    });
    const lift = await h.read(await h.reported({ category_id: await h.categoryId('Lift') }));
    expect(lift).toMatchObject({ sla_minutes: 4 * 60, due_at: at(4 * HOUR) });
  });

  it('pauses while waiting for the household and resumes on its answer', async () => {
    const id = await h.reported();
    t.clock.advance(2 * HOUR);
    const assigned = detailOf(await h.move(id, { status: 'Assigned', assigned_to: 'Ramesh' }));
    // Moving between running states banks the time but keeps the deadline where it was.
    expect(clockOf(assigned)).toMatchObject({ elapsed_seconds: 7200, due_at: at(22 * HOUR) });

    t.clock.advance(HOUR);
    const waiting = await h.move(id, { status: 'Waiting for resident', note: 'Need access' });
    expect(clockOf(detailOf(waiting))).toEqual({
      sla_minutes: 1440,
      elapsed_seconds: 3 * 3600,
      running: false,
      due_at: null,
    });

    // Five hours waiting on the household cost the office nothing.
    t.clock.advance(5 * HOUR);
    const answered = detailOf(await h.comment(id, 'Anyone home after 6 pm'));
    expect(answered.status).toBe('In progress');
    expect(answered.history.at(-1)).toMatchObject({ status: 'In progress', by_role: 'member' });
    expect(clockOf(answered)).toMatchObject({
      elapsed_seconds: 3 * 3600,
      running: true,
      due_at: at(21 * HOUR),
    });
  });

  it('stops at Resolved and runs again on a reopen', async () => {
    const id = await h.ticketAt('In progress');
    t.clock.advance(4 * HOUR);
    const resolved = detailOf(await h.move(id, { status: 'Resolved' }));
    expect(clockOf(resolved)).toMatchObject({
      elapsed_seconds: 4 * 3600,
      running: false,
      due_at: null,
    });

    t.clock.advance(2 * 24 * HOUR);
    const reopened = await h.move(id, { status: 'In progress', note: 'Still leaks' }, t.member);
    expect(clockOf(detailOf(reopened))).toMatchObject({
      elapsed_seconds: 4 * 3600,
      running: true,
      due_at: at(20 * HOUR),
    });
  });

  it('an office comment on a ticket waiting for the household leaves it waiting', async () => {
    const id = await h.ticketAt('Waiting for resident');
    const reply = detailOf(await h.comment(id, 'Reminder: please reply', { token: t.rwa }));
    expect(reply).toMatchObject({ status: 'Waiting for resident', due_at: null });
  });
});

describe('a change of priority', () => {
  it('moves the due time and keeps the time already spent', async () => {
    const id = await h.reported();
    t.clock.advance(4 * HOUR);
    const urgent = detailOf(expectOk(await h.setPriority(id, 'urgent')));
    expect(urgent).toMatchObject({ priority: 'urgent', sla_minutes: 720, due_at: at(8 * HOUR) });
    expect(urgent.elapsed_seconds).toBe(4 * 3600);

    t.clock.advance(30 * MINUTE);
    const normal = detailOf(expectOk(await h.setPriority(id, 'normal')));
    expect(normal).toMatchObject({
      priority: 'normal',
      sla_minutes: 1440,
      due_at: at(19.5 * HOUR),
    });
  });

  it('of a paused ticket keeps it paused with its new deadline', async () => {
    const id = await h.ticketAt('Waiting for resident');
    const urgent = detailOf(expectOk(await h.setPriority(id, 'urgent')));
    expect(clockOf(urgent)).toMatchObject({ sla_minutes: 720, running: false, due_at: null });
  });

  it('takes back an escalation the new deadline no longer justifies', async () => {
    const id = await h.reported({ priority: 'urgent' });
    t.clock.advance(13 * HOUR);
    // The overdue job would have told the office by now.
    await t.db
      .updateTable('helpdesk_tickets')
      .set({ escalation_level: 1 })
      .where('id', '=', Number(id))
      .execute();
    const normal = detailOf(expectOk(await h.setPriority(id, 'normal')));
    expect(normal).toMatchObject({ escalation_level: 0, due_at: at(11 * HOUR) });
  });

  it('refuses a priority that is not normal or urgent', async () => {
    const id = await h.reported();
    const response = await h.setPriority(id, 'critical');
    expect(response.statusCode).toBe(400);
  });
});
