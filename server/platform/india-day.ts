/** India's calendar days as instants (India has no daylight saving: always +05:30). */
import { inIndia } from '../../contract/platform/india-time';

/** The start of an India day (yyyy-MM-dd) as an instant. */
export const indiaMidnight = (date: string): Date => new Date(`${date}T00:00:00+05:30`);

export const startOfIndiaDay = (now: Date): Date => indiaMidnight(inIndia(now).date);

/** An instant as India's `yyyy-MM-dd HH:MM`, for a spreadsheet's cell; '' for none. */
export function indiaDateTime(at: Date | null): string {
  if (!at) return '';
  const moment = inIndia(at);
  return `${moment.date} ${moment.time}`;
}

/** An India month (yyyy-MM) as the instants it starts and the next one starts. */
export function indiaMonth(month: string): { start: Date; end: Date } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10);
  return { start: indiaMidnight(`${month}-01`), end: indiaMidnight(next) };
}
