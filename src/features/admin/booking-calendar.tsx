/**
 * The dashboard's Booking Calendar (SPEC.md §2 /admin): one sport, two days side by side
 * (Today and Tomorrow to start with), and the RWA's status changes, drawn from the banquet and
 * court lifecycles: Confirm or Decline a pending banquet request, Cancel a confirmed one or a
 * booked court; a decline or cancel asks for the reason the resident is told. Days are India's,
 * whatever the device says. The sport and days shown download as CSV.
 */
import { useId, useState } from 'react';
import {
  offeredSportTypes,
  type BookingSportType,
  type CalendarBooking,
} from '../../../contract/bookings/bookings';
import { addDays } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { formatShortDay } from '../../lib/format-date';
import { useIndiaNow } from '../../lib/use-india-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvBar } from '../../ui/csv-bar';
import { Notice } from '../../ui/notice';
import { JustAddedProvider, updatedJustNow } from '../../ui/just-added';
import type { MoveOutcome } from '../../ui/request-actions';
import { useResult } from '../../ui/result-line';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { useFocusLater } from '../../ui/use-focus-later';
import { CalendarDay } from './calendar-day';
import { calendarRowId } from './calendar-format';
import {
  calendarErrorMessage,
  downloadCalendarCsv,
  useCalendarBookings,
} from './use-booking-calendar';
import styles from './booking-calendar.module.css';

/** Not a SPEC.md §8 sentence, so it stays here and out of every visitor's first download. */
export const calendarOfflineMessage =
  'Changing a booking needs a connection. Connect to the internet to confirm, decline or cancel.';

export function BookingCalendar() {
  const india = useIndiaNow();
  const today = india.date;
  const { online } = useConnectivity();
  const [sport, setSport] = useState<BookingSportType>('Badminton');
  // Days from today, so the columns move on at midnight with the clock.
  const [offset, setOffset] = useState(0);
  const first = addDays(today, offset);
  const second = addDays(first, 1);
  const calendar = useCalendarBookings(sport, first, second);
  const focusLater = useFocusLater();
  const id = useId();
  const offlineId = `${id}-offline`;

  // The result over the days, "Updated just now" on the booking, which keeps its place with its new
  // status and takes the focus (docs/adr/005-results-in-view.md).
  const result = useResult();
  const onDone = (booking: CalendarBooking, outcome: MoveOutcome) => {
    result.tell(outcome, { itemKey: calendarRowId(booking), label: updatedJustNow });
    if (outcome.ok) focusLater(() => document.getElementById(calendarRowId(booking)));
  };

  const bookings = calendar.data;
  const loadError =
    online && calendar.isError && !calendar.isFetching
      ? calendarErrorMessage(calendar.error, messages.bookingsFetchFailed)
      : undefined;
  // A failed load shows the message alone, not an empty day that reads like "no bookings".
  const shown = loadError ? undefined : bookings;
  const now = Date.parse(`${india.date}T${india.time}:00+05:30`);

  return (
    <section className={styles.calendar} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Booking Calendar</h2>
      <div className={styles.toolbar}>
        <div className={styles.sport}>
          <SelectField
            label="Sport"
            value={sport}
            options={offeredSportTypes}
            onChange={(event) => setSport(event.target.value as BookingSportType)}
          />
        </div>
        <div className={styles.days} role="group" aria-label="Days shown">
          <Button
            variant="secondary"
            aria-label="Previous day"
            onClick={() => setOffset((d) => d - 1)}
          >
            <span aria-hidden="true">←</span>
          </Button>
          <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(0)}>
            Back to today
          </Button>
          <Button variant="secondary" aria-label="Next day" onClick={() => setOffset((d) => d + 1)}>
            <span aria-hidden="true">→</span>
          </Button>
        </div>
      </div>

      {!online && (
        <Notice id={offlineId}>
          {freshnessLabel(bookings ? calendar.dataUpdatedAt : undefined, now, false)}.{' '}
          {calendarOfflineMessage}
        </Notice>
      )}
      {loadError && <Banner tone="error">{loadError}</Banner>}
      {bookings === undefined && online && !loadError && (
        <Spinner label={`Loading ${sport} bookings…`} />
      )}

      <CsvBar
        status={`${sport}, ${formatShortDay(first)} to ${formatShortDay(second)}`}
        label="Download CSV"
        filters={{ sport, from: first, to: second }}
        online={online}
        download={downloadCalendarCsv}
        failure={messages.bookingsExportFailed}
      />

      {result.line}
      <JustAddedProvider value={result.mark}>
        <div className={styles.columns}>
          {[first, second].map((day) => (
            <CalendarDay
              key={day}
              day={day}
              today={today}
              sport={sport}
              bookings={shown}
              disabledReasonId={online ? undefined : offlineId}
              onDone={onDone}
            />
          ))}
        </div>
      </JustAddedProvider>
    </section>
  );
}
