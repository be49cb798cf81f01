import { useEffect, useState } from 'react';
import { readClock, timeLeftLabel, type TicketClock } from '../../../contract/helpdesk/sla';
import styles from './time-left.module.css';

/** The deadline of a ticket as people say it ("3 h 20 min left", "Overdue by 2 h"), kept current. */
export function TimeLeft({ clock, status }: { clock: TicketClock; status: string }) {
  const now = useMinuteClock();
  const ended = status === 'Resolved' || status === 'Closed';
  const overdue = !ended && readClock(clock, now).overdue;
  return (
    <span className={overdue ? styles.overdue : styles.timeLeft}>
      {timeLeftLabel(clock, status, now)}
    </span>
  );
}

/** Now, again every minute: the label is to the minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
