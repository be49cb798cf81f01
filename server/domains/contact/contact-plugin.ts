/**
 * Runs the Contact Us retention job (contact-retention.ts, which also forgets Ask RWA's questions) at start and on the same timer as the
 * visitor log's, with the same days: the estate keeps visitors' personal data one length of time.
 * Off when the interval is 0 (tests call the job themselves).
 */
import type { VisitorRetention } from '../../platform/config/config';
import { shared } from '../../platform/http/shared';
import { minGapOf, scheduleJob } from '../../platform/jobs/scheduled-job';
import { runContactRetention } from './contact-retention';

export const contactPlugin = shared<{ retention: VisitorRetention }>(
  'gatehouse-contact-retention',
  async (app, { retention }) => {
    scheduleJob(app, {
      name: 'contact message retention',
      intervalSeconds: retention.intervalSeconds,
      run: () =>
        runContactRetention(app.db, {
          now: app.now(),
          days: retention.logDays,
          minGapSeconds: minGapOf(retention.intervalSeconds),
        }),
      ran: (outcome) => outcome.messages + outcome.questions > 0,
    });
  },
);
