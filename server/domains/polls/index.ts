/**
 * Polls and resolutions (issue 36): set up and closed by the RWA, voted once per flat (or per
 * person) from the outbox, by proxy or on paper, counted so anyone can check — and secret: no
 * call says who chose what (ADR 006).
 */
import { pollAdminHandlers } from './admin-handlers';
import { agmHandlers } from './agm-handlers';
import { pollResultHandlers } from './results';
import { pollVoteHandlers } from './vote-handlers';

export const handlers = {
  ...agmHandlers,
  ...pollAdminHandlers,
  ...pollVoteHandlers,
  ...pollResultHandlers,
};
export { pollWatchPlugin as plugin } from './poll-watch-job';
export { runPollWatch } from './poll-watch';
export { seedPolls } from './seed';
