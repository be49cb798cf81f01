/**
 * A pass in words, as the resident and their visitor read it: its window in India time, its
 * state as a badge, and the text that goes out with Share or Copy. Pure, so the cards, the
 * share sheet and the tests read the same rules.
 */
import { estateName } from '../../../contract/platform/estate';
import { inIndia } from '../../../contract/platform/india-time';
import {
  passKindLabels,
  weekdays,
  type VisitorPass,
  type Weekday,
} from '../../../contract/gate/visitors';
import { formatMoment, formatShortDay } from '../../lib/format-date';
import type { BadgeTone } from '../../ui/badge';

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
export function passStateBadge(pass: VisitorPass, now: number = Date.now()): StateBadge {
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

/** Whether the resident may still revoke it: the gate would let it in. */
export const isLive = (pass: VisitorPass) => pass.state === 'expected' || pass.state === 'active';

/** What goes to the visitor (WhatsApp, SMS): who, the code, when, where, and what to do. */
export function shareText(pass: VisitorPass): string {
  const where = pass.apartment ? `${estateName}, flat ${pass.apartment}` : estateName;
  return (
    `${estateName} pass for ${pass.name}: code ${pass.code}, ${passWindow(pass)} at ${where}. ` +
    'Show the code or this QR at the gate.'
  );
}

export const shareTitle = (pass: VisitorPass) =>
  `${passKindLabels[pass.kind]} pass for ${pass.name}`;
