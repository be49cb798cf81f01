/** Small rules the content routes share (menus, gallery, newsletters, events, updates). */
import { inIndia } from '../../contract/india-time';
import { HttpError } from '../http-error';

/** The row id, or 404 for one that cannot exist (past bigint, where PostgreSQL would throw). */
export function rowId(id: string, notFound: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw new HttpError(404, notFound);
  return value;
}

/** SPEC.md §3's compact upload date: YYYYMMDDTHHMM in India time. */
export function compactIndiaStamp(instant: Date): string {
  const { date, time } = inIndia(instant);
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}`;
}

/** The contract checks yyyy-MM-dd by shape; a date column refuses 2030-02-30, so say so first. */
export function checkCalendarDate(label: string, value: string): void {
  const parsed = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new HttpError(400, `${label} must be a date`);
  }
}
