/**
 * Who is coming to one event (issue 21): the totals an events secretary orders plates by, the
 * registrations in arrival order, then the waitlist with each household's place, and the same
 * list as CSV for the caterer and the door. A table on a desk, cards on a phone.
 */
import type { Event } from '../../../contract/events/events';
import {
  exportEventRegistrations,
  type EventRegistrationRow,
} from '../../../contract/events/attendees';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { downloadCsvOf } from '../../api/download-csv';
import { formatClock, formatDay, formatMoment } from '../../lib/format-date';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvBar } from '../../ui/csv-bar';
import { Spinner } from '../../ui/spinner';
import { attendeeTotals, csvNameOf } from './event-attendee-totals';
import { useEventRegistrations } from './use-admin-events';
import styles from './admin-events.module.css';

interface EventAttendeesProps {
  event: Event;
  online: boolean;
  onBack: () => void;
}

export function EventAttendees({ event, online, onBack }: EventAttendeesProps) {
  const list = useEventRegistrations(event.id);
  const rows = list.data?.registrations ?? [];
  const registered = rows.filter((row) => row.standing === 'registered');
  const waitlist = rows.filter((row) => row.standing === 'waitlisted');

  return (
    <section aria-labelledby="event-attendees" className={styles.attendees}>
      <div className={styles.attendeesHead}>
        <h2 id="event-attendees" className={styles.formTitle}>
          Attendees — {event.title}
        </h2>
        <Button variant="secondary" onClick={onBack}>
          Back to events
        </Button>
      </div>
      <p className={styles.muted}>
        {formatDay(event.date)} · {formatClock(event.time)} · {event.location}
      </p>
      {!list.data ? (
        list.isError ? (
          <Banner tone="error">
            {errorMessage(list.error, messages.eventRegistrationsFailed)}
          </Banner>
        ) : (
          list.isPending && online && <Spinner label="Loading the registrations…" />
        )
      ) : (
        <>
          <dl className={styles.totals}>
            {attendeeTotals(list.data, registered.length, waitlist.length).map((total) => (
              <div key={total.label}>
                <dt>{total.label}</dt>
                <dd>{total.value}</dd>
              </div>
            ))}
          </dl>
          <CsvBar
            status={`${rows.length} ${rows.length === 1 ? 'household' : 'households'} in the list`}
            label="Download CSV"
            filters={rows.length > 0 ? {} : undefined}
            online={online}
            download={() =>
              downloadCsvOf(exportEventRegistrations, { id: event.id }, csvNameOf(event))
            }
            failure={messages.eventRegistrationsFailed}
          />
          <AttendeeTable title="Registrations" rows={registered} empty="No registrations yet." />
          {waitlist.length > 0 && (
            <AttendeeTable title="Waitlist" rows={waitlist} empty="" waitlist />
          )}
        </>
      )}
    </section>
  );
}

interface AttendeeTableProps {
  title: string;
  rows: EventRegistrationRow[];
  empty: string;
  waitlist?: boolean;
}

function AttendeeTable({ title, rows, empty, waitlist = false }: AttendeeTableProps) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <table className={styles.table} aria-label={title}>
      <caption className={styles.caption}>{title}</caption>
      <thead>
        <tr>
          {waitlist && <th scope="col">Place</th>}
          <th scope="col">Household</th>
          <th scope="col">Apartment</th>
          <th scope="col">Attendees</th>
          <th scope="col">Special requests</th>
          <th scope="col">Registered</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.registration_id}>
            {waitlist && (
              <td data-label="Place" className={styles.place}>
                #{row.waitlist_position}
              </td>
            )}
            <th scope="row" data-label="Household">
              {row.name}
            </th>
            <td data-label="Apartment">{row.apartment_number}</td>
            <td data-label="Attendees">{row.number_of_attendees}</td>
            <td data-label="Special requests">{row.special_requests || '—'}</td>
            <td data-label="Registered">{formatMoment(row.registered_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
