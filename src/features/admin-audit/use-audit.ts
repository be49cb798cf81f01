/**
 * The audit trail's calls: the filtered list (newest first), the register's people for the
 * "who" filter, and the CSV export, fetched with the bearer token like any file of ours.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  exportAuditEvents,
  listAuditEvents,
  type AuditFilters,
} from '../../../contract/audit/audit';
import { listResidents } from '../../../contract/register/members';
import { callApi } from '../../api/client';
import { downloadCsv } from '../../api/download-csv';

const auditKeys = {
  events: (filters: AuditFilters) => ['audit', 'events', filters] as const,
  people: ['audit', 'people'] as const,
};

/** `filters` undefined while the form holds something the server would refuse. */
export function useAuditEvents(filters: AuditFilters | undefined) {
  return useQuery({
    queryKey: auditKeys.events(filters ?? {}),
    queryFn: ({ signal }) => callApi(listAuditEvents, { query: filters, signal }),
    enabled: filters !== undefined,
    // The old rows stay while new filters load: the list does not jump to a spinner.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditPeople() {
  return useQuery({
    queryKey: auditKeys.people,
    queryFn: ({ signal }) => callApi(listResidents, { signal }),
  });
}

/** `audit-<from>-<to>.csv`: an open start says `start`, an open end is today (India). */
export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return downloadCsv(exportAuditEvents, filters, 'audit');
}
