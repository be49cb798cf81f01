/**
 * The gate in words (issue 17), as a flat and the RWA's log read it: a pass's window in India
 * time and where it stands, as a badge; and who answered a walk-in.
 */
import { inIndia } from '../../contract/platform/india-time';
import type { WalkIn } from '../../contract/gate/desk';
import { weekdays, type VisitorPass, type Weekday } from '../../contract/gate/visitors';
import type { BadgeTone } from '../ui/badge';
import {
  formatAtMoment,
  formatClockRange,
  formatDayAndClock,
  formatMoment,
  formatShortDay,
} from './format-date';

export const weekdayLabels: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

type Window = Pick<VisitorPass, 'kind' | 'valid_from' | 'valid_until' | 'days'>;

/**
 * 'Tue 24 Nov · 6:00 PM–10:00 PM' (one date), 'Tue 24 Nov at 11:00 PM – Wed 25 Nov at 1:00 AM'
 * (past midnight), or for daily help 'Mon, Wed, Fri · 8:00 AM–10:00 AM · Tue 24 Nov to Mon 22 Feb'.
 */
export function passWindow(pass: Window): string {
  const from = inIndia(new Date(pass.valid_from));
  const until = inIndia(new Date(pass.valid_until));
  const hours = formatClockRange(from.time, until.time);
  if (pass.kind === 'daily_help') {
    const days = weekdays.filter((day) => pass.days.includes(day)).map((d) => weekdayLabels[d]);
    const dates = `${formatShortDay(from.date)} to ${formatShortDay(until.date)}`;
    return `${days.join(', ')} · ${hours} · ${dates}`;
  }
  if (from.date === until.date) return `${formatShortDay(from.date)} · ${hours}`;
  return `${formatDayAndClock(from.date, from.time)} – ${formatDayAndClock(until.date, until.time)}`;
}

export interface StateBadge {
  text: string;
  tone: BadgeTone;
}

/** "Expected", "Arrived 10:42 AM", "Left 11:30 AM", "Active", "Expired", "Revoked". */
export function passStateBadge(
  pass: Pick<VisitorPass, 'state' | 'arrived_at' | 'left_at'>,
  now: number = Date.now(),
): StateBadge {
  switch (pass.state) {
    case 'expected':
      return { text: 'Expected', tone: 'warning' };
    case 'arrived':
      return {
        text: pass.arrived_at ? `Arrived ${formatMoment(pass.arrived_at, now)}` : 'Arrived',
        tone: 'success',
      };
    case 'left':
      return {
        text: pass.left_at ? `Left ${formatMoment(pass.left_at, now)}` : 'Left',
        tone: 'neutral',
      };
    case 'active':
      return { text: 'Active', tone: 'success' };
    case 'expired':
      return { text: 'Expired', tone: 'neutral' };
    case 'revoked':
      return { text: 'Revoked', tone: 'danger' };
  }
}

/** "Approved by Asha Rao at 10:42 AM" (on another day: "on Mon 3 Mar at 10:42 AM"), and how when the guard heard it on the phone. */
export function decisionLine(walkIn: WalkIn, now: number): string {
  const said = walkIn.status === 'approved' ? 'Approved' : 'Denied';
  const at = walkIn.decided_at ? ` ${formatAtMoment(walkIn.decided_at, now)}` : '';
  const how = walkIn.decided_via === 'phone' ? ' (on the phone to the gate)' : '';
  return `${said} by ${walkIn.decided_by || 'a resident'}${at}${how}`;
}
