/**
 * Runs the gate's retention job (domains/gate/visitor-retention.ts) at start and on a timer
 * (scheduled-job.ts). Off when the interval is 0 (tests call the job themselves).
 */
import type { VisitorRetention } from '../../platform/config/config';
import { runVisitorRetention } from './visitor-retention';
import { minGapOf, scheduleJob } from '../../platform/jobs/scheduled-job';
import { shared } from '../../platform/http/shared';

export const visitorRetentionPlugin = shared<{ retention: VisitorRetention }>(
  'gatehouse-visitor-retention',
  async (app, { retention }) => {
    scheduleJob(app, {
      name: 'visitor log retention',
      intervalSeconds: retention.intervalSeconds,
      run: () =>
        runVisitorRetention(app.db, app.files, {
          now: app.now(),
          logDays: retention.logDays,
          photoDays: retention.photoDays,
          minGapSeconds: minGapOf(retention.intervalSeconds),
          log: app.log,
        }),
      // A line only when it removed something: the console is where a newcomer reads OTP codes.
      ran: (outcome) => outcome.visits + outcome.walkIns + outcome.passes + outcome.photos > 0,
    });
  },
);
