/**
 * Daily help attendance: for a month (this one unless chosen), each helper the household employs
 * and the days they came, with the times in and out. A list, not a table, so it reads at 360 px.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messages } from '../../../contract/messages';
import { getAttendance, type HelperAttendance } from '../../../contract/gate/visitors';
import { errorMessage } from '../../api/api-error';
import { callApi } from '../../api/client';
import {
  formatInstantClock,
  formatMoment,
  formatMonth,
  formatShortDay,
} from '../../lib/format-date';
import { indiaDay } from '../../lib/india-time';
import { Banner } from '../../ui/banner';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { visitorKeys } from './use-passes';
import styles from './visitors.module.css';

/** This month and the eleven before it, newest first (yyyy-MM). */
export function recentMonths(today: string = indiaDay()): string[] {
  const [year = 2000, month = 1] = today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, back) => {
    const at = new Date(Date.UTC(year, month - 1 - back, 1));
    return at.toISOString().slice(0, 7);
  });
}

export function Attendance({ userId, online }: { userId: string; online: boolean }) {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0] ?? '');
  const id = useId();
  const attendance = useQuery({
    queryKey: visitorKeys.attendance(userId, month),
    queryFn: ({ signal }) => callApi(getAttendance, { query: { month }, signal }),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
  const helpers = attendance.data;

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Daily help attendance</h2>
      <SelectField
        label="Month"
        options={months}
        format={(value) => formatMonth(`${value}-01`)}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      {!helpers ? (
        !online ? (
          <p>Attendance loads when you&apos;re back online.</p>
        ) : attendance.isError ? (
          <Banner tone="error">{errorMessage(attendance.error, messages.attendanceFailed)}</Banner>
        ) : (
          <Spinner label="Loading attendance…" />
        )
      ) : helpers.length === 0 ? (
        <p>No daily help came in {formatMonth(`${month}-01`)}.</p>
      ) : (
        helpers.map((helper) => <HelperMonth key={helper.pass_id} helper={helper} />)
      )}
    </section>
  );
}

function HelperMonth({ helper }: { helper: HelperAttendance }) {
  const id = useId();
  const days = helper.days.length;
  return (
    <article className={styles.helper} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className={styles.cardTitle}>
        {helper.name}
      </h3>
      <p className={styles.muted}>{days === 1 ? '1 day' : `${days} days`}</p>
      <ul className={styles.days} aria-label={`Days ${helper.name} came`}>
        {helper.days.map((day) => (
          <li key={`${day.date}-${day.in}`} className={styles.day}>
            <span className={styles.dayDate}>{formatShortDay(day.date)}</span>
            <span>in {formatInstantClock(day.in)}</span>
            <span>
              {day.out ? `out ${formatMoment(day.out, Date.parse(day.in))}` : 'no exit recorded'}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
