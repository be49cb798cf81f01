/**
 * A scheduled job's timer in one instance: it tries the job at start and every interval, never
 * two runs at once, and waits for a run in progress on close. Every instance runs the timer;
 * the job's own claim (platform/jobs/job-runs.ts), not the timer, makes it run once across them.
 */
import type { FastifyInstance } from 'fastify';

export interface ScheduledJob<T> {
  /** For the log lines. */
  name: string;
  /** 0: never (tests call the job themselves). */
  intervalSeconds: number;
  run(): Promise<T>;
  /** Whether a run changed anything worth a log line (a run that found nothing stays quiet). */
  ran(outcome: T): boolean;
}

export function scheduleJob<T>(app: FastifyInstance, job: ScheduledJob<T>): void {
  if (job.intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((outcome) => {
        // At info only when it changed something; at debug every time (a test waits for it).
        const level = job.ran(outcome) ? 'info' : 'debug';
        app.log[level]({ [job.name]: outcome }, `${job.name} ran`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.intervalSeconds * 1000);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Instances' timers drift apart: a run a little less than an interval ago counts as recent. */
export const minGapOf = (intervalSeconds: number): number => Math.floor(intervalSeconds * 0.9);
