import { format } from 'date-fns';

/** SPEC.md §3: `default` reads as the Regular Menu. */
export function menuTypeLabel(type: string): string {
  return type === 'default' ? 'Regular Menu' : 'Special';
}

/** A compact upload date (YYYYMMDD, maybe with THHMM) as '5 Mar 2025'; anything else as is. */
export function formatUploadDate(compact: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(compact);
  if (!match) return compact;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return format(new Date(year, month - 1, day), 'd MMM yyyy');
}
