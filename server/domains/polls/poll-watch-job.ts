/**
 * Runs the poll watch (poll-watch.ts) at start and every POLLS_WATCH_INTERVAL (a minute by
 * default). Every instance runs this timer; the polls the watch claims make each telling once.
 */
import { scheduleJob } from '../../platform/jobs/scheduled-job';
import { shared } from '../../platform/http/shared';
import { runPollWatch } from './poll-watch';

export const pollWatchPlugin = shared<{ intervalSeconds: number }>(
  'gatehouse-poll-watch',
  async (app, { intervalSeconds }) => {
    scheduleJob(app, {
      name: 'poll watch',
      intervalSeconds,
      run: () => runPollWatch(app.db, app.now()),
      ran: (outcome) => outcome.told > 0,
    });
  },
);
