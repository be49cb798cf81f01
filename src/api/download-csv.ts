/**
 * A CSV export of ours (the audit trail, the visitor log, the register, the bookings, an event's
 * attendees): fetched
 * with the bearer token like any file of the API, then handed to the browser as a download
 * named after what it holds.
 */
import type { EndpointDef } from '../../contract/platform/endpoint';
import { indiaDay } from '../lib/india-time';
import { saveBytes } from '../ui/pdf-viewer/save-bytes';
import { fetchFile } from './client';

type DateRange = { from?: string; to?: string };

/** `<prefix>-<from>-<to>.csv`: an open start says `start`, an open end is today (India). */
export function csvFileName(prefix: string, range: DateRange, today = indiaDay()): string {
  return `${prefix}-${range.from ?? 'start'}-${range.to ?? today}.csv`;
}

/** Downloads `endpoint` (a `responseType: 'file'` CSV) with `query` as its filters. */
export function downloadCsv(
  endpoint: EndpointDef,
  query: DateRange & Record<string, unknown>,
  prefix: string,
): Promise<void> {
  return saveCsv(endpoint, query, csvFileName(prefix, query));
}

/** A file of how things stand now, without filters (the register): `<prefix>-<today>.csv`. */
export function downloadSnapshotCsv(endpoint: EndpointDef, prefix: string): Promise<void> {
  return saveCsv(endpoint, {}, `${prefix}-${indiaDay()}.csv`);
}

/**
 * A file of one thing (an event's attendees, a flat's ledger): `params` name it in the path,
 * `query` where the path cannot (a period's dues summary).
 */
export function downloadCsvOf(
  endpoint: EndpointDef,
  params: Record<string, string>,
  fileName: string,
  query: Record<string, unknown> = {},
): Promise<void> {
  return saveCsv(endpoint, query, fileName, params);
}

async function saveCsv(
  endpoint: EndpointDef,
  query: Record<string, unknown>,
  fileName: string,
  params?: Record<string, string>,
): Promise<void> {
  const { bytes } = await fetchFile(endpoint, { query, params });
  saveBytes(bytes, fileName, 'text/csv');
}
