/** How the desk writes a pass's window and kind for the guard (India time). */
import { inIndia } from '../../../contract/platform/india-time';
import { passKindLabels, weekdays, type PassKind } from '../../../contract/gate/visitors';
import type { Admission } from './judge-entry';
import { weekdayLabels } from '../../lib/gate-words';
import { whenText } from './pass-rules';

export function kindLabel(kind: PassKind | 'walk_in'): string {
  return kind === 'walk_in' ? 'Walk-in' : passKindLabels[kind];
}

/** "08:00 – 20:00" today, "Tue, Mar 11 08:00 – 20:00"; daily help: "Mon, Wed · 07:00 – 11:00". */
export function windowText(
  pass: Pick<Admission, 'kind' | 'valid_from' | 'valid_until' | 'days'>,
  now: Date,
): string {
  if (pass.kind === 'daily_help') {
    const hours = `${inIndia(new Date(pass.valid_from)).time} – ${inIndia(new Date(pass.valid_until)).time}`;
    const days = weekdays.filter((day) => pass.days.includes(day)).map((day) => weekdayLabels[day]);
    return days.length > 0 ? `${days.join(', ')} · ${hours}` : hours;
  }
  const from = whenText(pass.valid_from, now);
  const sameDay =
    inIndia(new Date(pass.valid_from)).date === inIndia(new Date(pass.valid_until)).date;
  const until = sameDay
    ? inIndia(new Date(pass.valid_until)).time
    : whenText(pass.valid_until, now);
  return `${from} – ${until}`;
}
