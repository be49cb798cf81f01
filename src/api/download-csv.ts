/**
 * A CSV export of ours (the audit trail, the visitor log): fetched with the bearer token like
 * any file of the API, then handed to the browser as a download named after its date range.
 */
import type { EndpointDef } from '../../contract/endpoint';
import { indiaToday } from '../lib/india-time';
import { saveBytes } from '../ui/pdf-viewer/save-bytes';
import { fetchFile } from './client';

type DateRange = { from?: string; to?: string };

/** `<prefix>-<from>-<to>.csv`: an open start says `start`, an open end is today (India). */
export function csvFileName(prefix: string, range: DateRange, today = indiaToday()): string {
  return `${prefix}-${range.from ?? 'start'}-${range.to ?? today}.csv`;
}

/** Downloads `endpoint` (a `responseType: 'file'` CSV) with `query` as its filters. */
export async function downloadCsv(
  endpoint: EndpointDef,
  query: DateRange & Record<string, unknown>,
  prefix: string,
): Promise<void> {
  const { bytes } = await fetchFile(endpoint, { query });
  saveBytes(bytes, csvFileName(prefix, query), 'text/csv');
}
