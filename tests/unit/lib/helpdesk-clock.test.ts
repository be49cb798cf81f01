// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ticketMoveProblem, canReopen } from '../../../contract/helpdesk/lifecycle';
import {
  moveClock,
  readClock,
  slaMinutes,
  spanLabel,
  timeLeftLabel,
  type TicketClock,
} from '../../../contract/helpdesk/sla';
import { messages } from '../../../contract/messages';

const at = (iso: string) => new Date(iso);
const HOUR = 3600;

describe("a ticket's deadline is running time", () => {
  it('gives an urgent ticket half the category hours', () => {
    expect(slaMinutes(24, 'normal')).toBe(1440);
    expect(slaMinutes(24, 'urgent')).toBe(720);
  });

  it('is overdue once the running time passes the deadline, and escalates again at twice it', () => {
    const clock: TicketClock = {
      sla_minutes: 240,
      elapsed_seconds: 0,
      clock_started_at: '2026-11-25T00:00:00.000Z',
    };
    expect(readClock(clock, at('2026-11-25T03:59:00.000Z'))).toMatchObject({
      overdue: false,
      level: 0,
    });
    expect(readClock(clock, at('2026-11-25T04:00:00.000Z'))).toMatchObject({
      overdue: true,
      level: 1,
    });
    expect(readClock(clock, at('2026-11-25T08:00:00.000Z')).level).toBe(2);
    expect(readClock(clock, at('2026-11-25T01:00:00.000Z')).dueAt?.toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
  });

  it('banks the time spent when paused, and the paused hours never count', () => {
    const started: TicketClock = {
      sla_minutes: 240,
      elapsed_seconds: 0,
      clock_started_at: '2026-11-25T00:00:00.000Z',
    };
    const paused = moveClock(started, false, at('2026-11-25T01:00:00.000Z'));
    expect(paused).toEqual({ sla_minutes: 240, elapsed_seconds: HOUR, clock_started_at: null });
    // Ten hours waiting on the household: still three hours left, and no deadline while paused.
    const waiting = readClock(paused, at('2026-11-25T11:00:00.000Z'));
    expect(waiting).toMatchObject({ leftSeconds: 3 * HOUR, overdue: false, dueAt: null });
    const resumed = moveClock(paused, true, at('2026-11-25T11:00:00.000Z'));
    expect(readClock(resumed, at('2026-11-25T11:00:00.000Z')).dueAt?.toISOString()).toBe(
      '2026-11-25T14:00:00.000Z',
    );
  });

  it('says the time left as people do', () => {
    const clock: TicketClock = {
      sla_minutes: 1440,
      elapsed_seconds: 0,
      clock_started_at: '2026-11-25T00:00:00.000Z',
    };
    expect(timeLeftLabel(clock, 'Open', at('2026-11-25T03:40:00.000Z'))).toBe('20 h 20 min left');
    expect(timeLeftLabel(clock, 'Open', at('2026-11-26T02:00:00.000Z'))).toBe('Overdue by 2 h');
    expect(timeLeftLabel(clock, 'Resolved', at('2026-11-26T02:00:00.000Z'))).toBe('Resolved');
    const paused = { ...clock, elapsed_seconds: 600, clock_started_at: null };
    expect(timeLeftLabel(paused, 'Waiting for resident', at('2026-11-30T00:00:00.000Z'))).toBe(
      'Paused — 23 h 50 min left',
    );
    expect(spanLabel(2 * 86400 + 4 * HOUR + 59)).toBe('2 d 4 h');
    expect(spanLabel(45 * 60)).toBe('45 min');
  });
});

describe('what a move of a ticket must carry', () => {
  it('refuses a move the lifecycle does not have, and the office’s moves to the household', () => {
    expect(ticketMoveProblem('Open', { status: 'Resolved' }, 'rwa')).toBe(
      messages.ticketMoveNotAllowed('Open', 'Resolved'),
    );
    expect(ticketMoveProblem('Open', { status: 'Assigned', assigned_to: 'Ravi' }, 'owner')).toBe(
      messages.ticketMoveNotAllowed('Open', 'Assigned'),
    );
  });

  it('asks for the staff name, a reason, a rating or how the office closes it', () => {
    expect(ticketMoveProblem('Open', { status: 'Assigned', assigned_to: ' ' }, 'rwa')).toBe(
      messages.ticketStaffRequired,
    );
    expect(ticketMoveProblem('Open', { status: 'Assigned', assigned_to: 'Ravi' }, 'rwa')).toBe(
      undefined,
    );
    expect(ticketMoveProblem('Resolved', { status: 'In progress' }, 'owner')).toBe(
      messages.ticketReasonRequired,
    );
    expect(ticketMoveProblem('Resolved', { status: 'Closed' }, 'owner')).toBe(
      messages.ticketRatingRequired,
    );
    expect(ticketMoveProblem('Resolved', { status: 'Closed', rating: 5 }, 'owner')).toBe(undefined);
    expect(ticketMoveProblem('Open', { status: 'Closed' }, 'rwa')).toBe(
      messages.ticketCloseAsRequired,
    );
    expect(ticketMoveProblem('Open', { status: 'Closed', close_as: 'duplicate' }, 'rwa')).toBe(
      messages.ticketDuplicateRequired,
    );
    expect(
      ticketMoveProblem(
        'Open',
        { status: 'Closed', close_as: 'duplicate', duplicate_of: '7' },
        'rwa',
        '7',
      ),
    ).toBe(messages.ticketDuplicateOfSelf);
    expect(ticketMoveProblem('Open', { status: 'Closed', close_as: 'not_ours' }, 'rwa')).toBe(
      messages.ticketReasonRequired,
    );
  });

  it('lets the household reopen for seven days after the fix', () => {
    const resolved = at('2026-11-18T10:00:00.000Z');
    expect(canReopen(resolved, at('2026-11-25T10:00:00.000Z'))).toBe(true);
    expect(canReopen(resolved, at('2026-11-25T10:00:01.000Z'))).toBe(false);
  });
});
