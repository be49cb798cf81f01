/**
 * How a standing approval reads (issue 34), the same on the flat's list and at the desk:
 * "Swiggy, Zomato · Every day · 9:00 AM–10:00 PM · until stopped", "Uber, Ola · Today only ·
 * 12:00 AM–11:59 PM · plate ending 4821".
 */
import {
  ANY_COMPANY,
  companyLabels,
  standingKindLabels,
  type DeskStanding,
} from '../../contract/gate/standing';
import { weekdays } from '../../contract/gate/visitors';
import { formatClockRange, formatShortDay } from './format-date';
import { weekdayLabels } from './gate-words';

/** "Swiggy, Zomato", or "Any delivery". */
export function standingWhoText(approval: Pick<DeskStanding, 'kind' | 'companies'>): string {
  if (approval.companies.includes(ANY_COMPANY)) {
    return `Any ${standingKindLabels[approval.kind].toLowerCase()}`;
  }
  return approval.companies.map((company) => companyLabels[company]).join(', ');
}

function datesText(approval: Pick<DeskStanding, 'starts_on' | 'ends_on'>, today: string): string {
  const { starts_on: first, ends_on: last } = approval;
  if (last === first)
    return first === today ? 'Today only' : `${formatShortDay(first, today)} only`;
  const from = first > today ? `from ${formatShortDay(first, today)}` : '';
  const until = last === null ? 'until stopped' : `until ${formatShortDay(last, today)}`;
  return [from, until].filter(Boolean).join(', ');
}

/** "Every day · 9:00 AM–10:00 PM · until stopped", "Today only · 12:00 AM–11:59 PM"; for India's `today`. */
export function standingWhenText(
  approval: Pick<DeskStanding, 'days' | 'start_time' | 'end_time' | 'starts_on' | 'ends_on'>,
  today: string,
): string {
  const hours = formatClockRange(approval.start_time, approval.end_time);
  const dates = datesText(approval, today);
  if (approval.starts_on === approval.ends_on) return `${dates} · ${hours}`;
  const days =
    approval.days.length === 7
      ? 'Every day'
      : weekdays
          .filter((day) => approval.days.includes(day))
          .map((day) => weekdayLabels[day])
          .join(', ');
  return [days, hours, dates].filter(Boolean).join(' · ');
}

/** The whole line, with a cab's plate ending when it has one. */
export function standingText(approval: DeskStanding, today: string): string {
  const plate = approval.plate_suffix ? `plate ending ${approval.plate_suffix}` : '';
  return [standingWhoText(approval), standingWhenText(approval, today), plate]
    .filter(Boolean)
    .join(' · ');
}
