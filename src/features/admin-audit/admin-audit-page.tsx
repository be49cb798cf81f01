/**
 * /admin/audit (issue 16): every admin act and security event, newest first, filtered by person,
 * action and India days, and exported as CSV with the same filters.
 */
import { useMemo, useState } from 'react';
import { AUDIT_PAGE_ROWS, auditFilters, type AuditFilters } from '../../../contract/audit/audit';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { useNow } from '../../lib/use-now';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { CsvBar } from '../../ui/csv-bar';
import { Spinner } from '../../ui/spinner';
import { knownActions } from './action-words';
import { AuditEventCard } from './audit-event-card';
import { AuditFilterBar, noFilters, type FilterValues } from './audit-filters';
import styles from './admin-audit.module.css';
import { downloadAuditCsv, useAuditEvents, useAuditPeople } from './use-audit';

/** The chosen filters as the contract takes them, or the contract's complaint. */
function filtersOf(values: FilterValues): { filters?: AuditFilters; problem?: string } {
  const chosen = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  const parsed = auditFilters.safeParse(chosen);
  return parsed.success ? { filters: parsed.data } : { problem: parsed.error.issues[0]?.message };
}

export default function AdminAuditPage() {
  const [values, setValues] = useState<FilterValues>(noFilters);
  const { filters, problem } = filtersOf(values);
  const events = useAuditEvents(filters);
  const people = useAuditPeople();
  const { online } = useConnectivity();
  const now = useNow();

  const rows = events.data;
  const names = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.phone_number, p.name ?? p.phone_number])),
    [people.data],
  );
  const actions = useMemo(
    () => [...new Set([...knownActions, ...(rows ?? []).map((event) => event.action)])],
    [rows],
  );

  return (
    <>
      <AdminPageHeader title="Audit Trail" subtitle="Every admin act and sign-in, newest first." />
      {!online && (
        <Banner tone="info">You're offline. The audit trail loads when you're back online.</Banner>
      )}
      <AuditFilterBar
        values={values}
        onChange={setValues}
        people={people.data ?? []}
        actions={actions}
        rangeError={problem}
      />
      <CsvBar
        status={rows ? countLine(rows.length) : ''}
        label="Export CSV"
        filters={filters}
        online={online}
        download={downloadAuditCsv}
        failure={messages.auditFetchFailed}
      />
      {events.isError ? (
        <Banner tone="error">{errorMessage(events.error, messages.auditFetchFailed)}</Banner>
      ) : !rows ? (
        filters && <Spinner label="Loading the audit trail…" />
      ) : rows.length === 0 ? (
        <p>No events match these filters.</p>
      ) : (
        <ul className={styles.list} aria-label="Audit events">
          {rows.map((event) => (
            <AuditEventCard key={event.id} event={event} names={names} now={now} />
          ))}
        </ul>
      )}
    </>
  );
}

function countLine(count: number): string {
  if (count >= AUDIT_PAGE_ROWS) {
    return `The newest ${AUDIT_PAGE_ROWS} events. Narrow the filters to see older ones.`;
  }
  return count === 1 ? '1 event' : `${count} events`;
}
