/** Small rules the content routes share (menus, gallery, newsletters, events, updates). */
import { inIndia } from '../../contract/india-time';

/** SPEC.md §3's compact upload date: YYYYMMDDTHHMM in India time. */
export function compactIndiaStamp(instant: Date): string {
  const { date, time } = inIndia(instant);
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}`;
}
