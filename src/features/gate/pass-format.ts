/** How the desk writes a pass's window and kind for the guard (India time). */
import { inIndia } from '../../../contract/platform/india-time';
import { passKindLabels, weekdays, type PassKind } from '../../../contract/gate/visitors';
import type { Admission } from './judge-entry';
import { formatClock, formatClockRange } from '../../lib/format-date';
import { weekdayLabels } from '../../lib/gate-words';
import { whenText } from './pass-rules';

export function kindLabel(kind: PassKind | 'walk_in'): string {
  return kind === 'walk_in' ? 'Walk-in' : passKindLabels[kind];
}

/**
 * "8:00 AM – 8:00 PM" today, "Tue 11 Mar at 8:00 AM – 8:00 PM"; daily help: "Mon, Wed · 7:00 AM–11:00 AM".
 */
export function windowText(
  pass: Pick<Admission, 'kind' | 'valid_from' | 'valid_until' | 'days'>,
  now: Date,
): string {
  if (pass.kind === 'daily_help') {
    const hours = formatClockRange(
      inIndia(new Date(pass.valid_from)).time,
      inIndia(new Date(pass.valid_until)).time,
    );
    const days = weekdays.filter((day) => pass.days.includes(day)).map((day) => weekdayLabels[day]);
    return days.length > 0 ? `${days.join(', ')} · ${hours}` : hours;
  }
  const from = whenText(pass.valid_from, now);
  const sameDay =
    inIndia(new Date(pass.valid_from)).date === inIndia(new Date(pass.valid_until)).date;
  const until = sameDay
    ? formatClock(inIndia(new Date(pass.valid_until)).time)
    : whenText(pass.valid_until, now);
  return `${from} – ${until}`;
}
