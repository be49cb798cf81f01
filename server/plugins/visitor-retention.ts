/**
 * Runs the gate's retention job (services/visitor-retention.ts) at start and on a timer. Every
 * instance runs this timer; the job's lock and its row in `job_runs`, not the timer, make it run
 * once across them. Off when the interval is 0 (tests call the job themselves).
 */
import type { VisitorRetention } from '../config';
import { runVisitorRetention } from '../services/visitor-retention';
import { everyInterval } from './every-interval';
import { shared } from './shared';

export const visitorRetentionPlugin = shared<{ retention: VisitorRetention }>(
  'gatehouse-visitor-retention',
  async (app, { retention }) => {
    const run = async () => {
      const outcome = await runVisitorRetention(app.db, app.files, {
        now: app.now(),
        logDays: retention.logDays,
        photoDays: retention.photoDays,
        // Instances' timers drift apart: a run a little less than an interval ago counts.
        minGapSeconds: Math.floor(retention.intervalSeconds * 0.9),
        log: app.log,
      });
      if (outcome.ran) app.log.info({ retention: outcome }, 'visitor log retention ran');
    };
    everyInterval(app, retention.intervalSeconds, run, 'visitor log retention failed');
  },
);
