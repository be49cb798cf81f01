import { formatInTimeZone } from 'date-fns-tz';
import { MB } from '../../contract/uploads';
import { INDIA_TIME_ZONE } from './india-time';

/** The upload instant as the estate's calendar reads it: '5 Mar 2025'. */
export function formatUploadDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatInTimeZone(at, INDIA_TIME_ZONE, 'd MMM yyyy');
}

/** '2.4 MB', or '640 KB' for a small file. */
export function formatSize(bytes: number): string {
  return bytes >= MB / 10
    ? `${(bytes / MB).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
