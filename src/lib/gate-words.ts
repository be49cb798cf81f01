/**
 * The gate in words (issue 17), as a flat and the RWA's log read it: a pass's window in India
 * time and where it stands, as a badge; and who answered a walk-in.
 */
import { inIndia } from '../../contract/platform/india-time';
import type { WalkIn } from '../../contract/gate/desk';
import { weekdays, type VisitorPass, type Weekday } from '../../contract/gate/visitors';
import type { BadgeTone } from '../ui/badge';
import { formatMoment, formatShortDay } from './format-date';

export const weekdayLabels: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** HH:MM at the estate, with the day in front when it is not today ('24 Nov, 10:42'). */
export function clockOf(instant: string, now: number = Date.now()): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const moment = inIndia(at);
  return moment.date === inIndia(new Date(now)).date ? moment.time : formatMoment(instant, now);
}

type Window = Pick<VisitorPass, 'kind' | 'valid_from' | 'valid_until' | 'days'>;

/**
 * 'Tue, Nov 24 · 18:00–22:00' (one date), 'Tue, Nov 24 23:00 – Wed, Nov 25 01:00' (past
 * midnight), or for daily help 'Mon, Wed, Fri · 08:00–10:00 · Nov 24 to Feb 22'.
 */
export function passWindow(pass: Window): string {
  const from = inIndia(new Date(pass.valid_from));
  const until = inIndia(new Date(pass.valid_until));
  if (pass.kind === 'daily_help') {
    const days = weekdays.filter((day) => pass.days.includes(day)).map((d) => weekdayLabels[d]);
    const dates = `${formatShortDay(from.date)} to ${formatShortDay(until.date)}`;
    return `${days.join(', ')} · ${from.time}–${until.time} · ${dates}`;
  }
  if (from.date === until.date) return `${formatShortDay(from.date)} · ${from.time}–${until.time}`;
  return `${formatShortDay(from.date)} ${from.time} – ${formatShortDay(until.date)} ${until.time}`;
}

export interface StateBadge {
  text: string;
  tone: BadgeTone;
}

/** "Expected", "Arrived 10:42", "Left 11:30", "Active", "Expired", "Revoked". */
export function passStateBadge(
  pass: Pick<VisitorPass, 'state' | 'arrived_at' | 'left_at'>,
  now: number = Date.now(),
): StateBadge {
  switch (pass.state) {
    case 'expected':
      return { text: 'Expected', tone: 'warning' };
    case 'arrived':
      return {
        text: pass.arrived_at ? `Arrived ${clockOf(pass.arrived_at, now)}` : 'Arrived',
        tone: 'success',
      };
    case 'left':
      return {
        text: pass.left_at ? `Left ${clockOf(pass.left_at, now)}` : 'Left',
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

/** "Approved by Asha Rao at 10:42", and how when the guard heard it on the phone. */
export function decisionLine(walkIn: WalkIn, now: number): string {
  const said = walkIn.status === 'approved' ? 'Approved' : 'Denied';
  const at = walkIn.decided_at ? ` at ${clockOf(walkIn.decided_at, now)}` : '';
  const how = walkIn.decided_via === 'phone' ? ' (on the phone to the gate)' : '';
  return `${said} by ${walkIn.decided_by || 'a resident'}${at}${how}`;
}
