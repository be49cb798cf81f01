/** A poll as `GET polls` answers it, open from an hour ago for two days, for the polls tests. */
import type { MemberPoll } from '../../../contract/polls/polls';

const HOUR = 3_600_000;

export function openPoll(now: number, changes: Partial<MemberPoll> = {}): MemberPoll {
  return {
    id: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
    question: 'Paint the towers?',
    details: '',
    options: [
      { id: 'o-beige', label: 'Beige' },
      { id: 'o-grey', label: 'Grey' },
      { id: 'o-white', label: 'White' },
    ],
    max_choices: 1,
    electorate: 'flat',
    opens_at: new Date(now - HOUR).toISOString(),
    closes_at: new Date(now + 2 * 24 * HOUR + 5 * 60_000).toISOString(),
    secret: true,
    results_live: false,
    quorum_percent: 0,
    pass_percent: null,
    votes_final: false,
    max_proxies: 0,
    status: 'open',
    closed_early_at: null,
    close_reason: '',
    agm_id: null,
    max_overdue_days: null,
    mine: {
      ballot: null,
      voted_via: null,
      proxy_to: null,
      proxies_held: [],
      eligible: true,
      ineligible_reason: null,
    },
    ...changes,
  };
}
