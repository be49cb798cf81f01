/**
 * Runs the helpdesk's deadline watch (domains/helpdesk/overdue.ts) at start and every
 * HELPDESK_OVERDUE_INTERVAL (a minute by default). Every instance runs this timer; the rows the
 * job claims in the database, not the timer, make each ticket's escalation happen once.
 */
import { runHelpdeskOverdue } from './overdue';
import { scheduleJob } from '../../platform/jobs/scheduled-job';
import { shared } from '../../platform/http/shared';

export const helpdeskOverduePlugin = shared<{ intervalSeconds: number }>(
  'gatehouse-helpdesk-overdue',
  async (app, { intervalSeconds }) => {
    scheduleJob(app, {
      name: 'helpdesk overdue',
      intervalSeconds,
      run: () => runHelpdeskOverdue(app.db, { now: app.now(), log: app.log }),
      ran: (outcome) => outcome.overdue + outcome.escalated > 0,
    });
  },
);
