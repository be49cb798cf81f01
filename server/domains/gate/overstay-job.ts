/**
 * Runs the overstay watch (domains/gate/overstay.ts) at start and every GATE_OVERSTAY_INTERVAL
 * (a minute by default). Every instance runs this timer; the rows the watch claims, not the
 * timer, make each flat be told once.
 */
import { runOverstayWatch } from './overstay';
import { scheduleJob } from '../../platform/jobs/scheduled-job';
import { shared } from '../../platform/http/shared';

export const overstayPlugin = shared<{ intervalSeconds: number }>(
  'gatehouse-gate-overstay',
  async (app, { intervalSeconds }) => {
    scheduleJob(app, {
      name: 'gate overstay',
      intervalSeconds,
      run: () => runOverstayWatch(app.db, { now: app.now() }),
      ran: (outcome) => outcome.told > 0,
    });
  },
);
