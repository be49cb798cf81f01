import { formatInTimeZone } from 'date-fns-tz';
import { INDIA_TIME_ZONE } from '../../lib/india-time';

/** "March 2025": the month of the upload at the estate, as the cards show it (SPEC.md §2). */
export function monthYear(uploadDate: string): string {
  const time = Date.parse(uploadDate);
  return Number.isNaN(time) ? '' : formatInTimeZone(time, INDIA_TIME_ZONE, 'MMMM yyyy');
}

/** 1.2 MB, 340 KB: what keeping a PDF offline costs. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
