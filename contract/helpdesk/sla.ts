/**
 * A ticket's deadline (issue 18), for the server's overdue job and the app's "time left" alike.
 * The deadline is running time, not wall time: the clock runs while the ticket is Open, Assigned
 * or In progress, waits while the office waits on the household, and stops once resolved
 * (a reopen starts it again). A ticket stores the running time spent so far
 * (`elapsed_seconds`) and since when the clock runs again (`clock_started_at`, null when not).
 */
import type { TicketPriority } from './lifecycle';

/** The deadline in minutes for a category's hours at a priority: urgent halves it. */
export function slaMinutes(slaHours: number, priority: TicketPriority): number {
  return priority === 'urgent' ? slaHours * 30 : slaHours * 60;
}

export interface TicketClock {
  sla_minutes: number;
  elapsed_seconds: number;
  /** ISO instant, or null while paused or stopped. */
  clock_started_at: string | null;
}

export interface ClockReading {
  /** Running time spent up to `now`. */
  elapsedSeconds: number;
  /** Seconds until the deadline (negative once past it). */
  leftSeconds: number;
  overdue: boolean;
  /** 0 before the deadline, 1 past it, 2 past twice it (the second escalation). */
  level: 0 | 1 | 2;
  running: boolean;
  /** When the deadline falls if the clock keeps running; null while it does not. */
  dueAt: Date | null;
}

export function readClock(clock: TicketClock, now: Date): ClockReading {
  const started = clock.clock_started_at ? new Date(clock.clock_started_at) : null;
  const sinceStart = started ? Math.max(0, (now.getTime() - started.getTime()) / 1000) : 0;
  const elapsedSeconds = clock.elapsed_seconds + sinceStart;
  const slaSeconds = clock.sla_minutes * 60;
  const leftSeconds = slaSeconds - elapsedSeconds;
  const level = elapsedSeconds >= 2 * slaSeconds ? 2 : elapsedSeconds >= slaSeconds ? 1 : 0;
  return {
    elapsedSeconds,
    leftSeconds,
    overdue: leftSeconds <= 0,
    level,
    running: started !== null,
    dueAt: started ? new Date(now.getTime() + leftSeconds * 1000) : null,
  };
}

/**
 * The clock after a move: `running` says whether the new state runs it. Time spent running up to
 * `now` is banked in `elapsed_seconds`; a clock that runs on is restarted at `now`.
 */
export function moveClock(clock: TicketClock, running: boolean, now: Date): TicketClock {
  const { elapsedSeconds } = readClock(clock, now);
  return {
    sla_minutes: clock.sla_minutes,
    elapsed_seconds: Math.round(elapsedSeconds),
    clock_started_at: running ? now.toISOString() : null,
  };
}

/** "3 h 20 min", "45 min", "2 d 4 h": a span for people, rounded down to the minute. */
export function spanLabel(seconds: number): string {
  const minutes = Math.floor(Math.abs(seconds) / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes % 60 > 0 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${minutes} min`;
}

/** What a ticket's deadline says right now, for a card or a queue row. */
export function timeLeftLabel(clock: TicketClock, status: string, now: Date): string {
  if (status === 'Resolved' || status === 'Closed') return status;
  const reading = readClock(clock, now);
  if (!reading.running) {
    return reading.overdue ? 'Paused — overdue' : `Paused — ${spanLabel(reading.leftSeconds)} left`;
  }
  return reading.overdue
    ? `Overdue by ${spanLabel(reading.leftSeconds)}`
    : `${spanLabel(reading.leftSeconds)} left`;
}
