/**
 * The polls' server tests' app (issue 36): the demo estate plus a second phone of A101 (Meera)
 * and a fourth flat (D404), and the calls the tests make, by option label.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Poll, PollFields } from '../../contract/polls/polls';
import type { PollResult } from '../../contract/polls/results';
import { buildGate, call } from './gate-support';
import type { GateApp } from './gate-support';
import { addUser, tokenFor } from './helper';

export const HOUR_MS = 60 * 60 * 1000;

export interface PollApp extends GateApp {
  meera: string;
  d404: string;
}

export async function buildPolls(): Promise<PollApp> {
  const t = await buildGate();
  await addUser(t, { phone: '9100000201', apartment: 'A101' });
  await addUser(t, { phone: '9100000202', apartment: 'D404' });
  return { ...t, meera: await tokenFor(t, '9100000201'), d404: await tokenFor(t, '9100000202') };
}

export function pollCalls(t: PollApp) {
  const at = (fromNow: number) => new Date(t.clock.now().getTime() + fromNow).toISOString();
  const optionId = (poll: Poll, label: string) => {
    const option = poll.options.find((o) => o.label === label);
    if (!option) throw new Error(`no option ${label}`);
    return option.id;
  };
  return {
    at,
    optionId,
    /** Opened an hour ago, closing in a day, unless `fields` say otherwise. */
    async newPoll(fields: Partial<PollFields> = {}): Promise<Poll> {
      const response = await call(t, 'POST', 'polls', t.rwa, {
        question: `Paint the towers beige or grey? ${randomUUID()}`,
        options: ['Beige', 'Grey', 'White'],
        opens_at: at(-HOUR_MS),
        closes_at: at(24 * HOUR_MS),
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Poll>();
    },
    vote: (poll: Poll, token: string, labels: string[], extra: object = {}) =>
      call(t, 'PUT', `polls/${poll.id}/vote`, token, {
        choices: labels.map((label) => optionId(poll, label)),
        ...extra,
      }),
    async results(poll: Poll, token = t.rwa): Promise<PollResult> {
      const response = await call(t, 'GET', `polls/${poll.id}/results`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PollResult>();
    },
    votesFor: (result: PollResult, label: string) =>
      result.options.find((option) => option.label === label)?.votes,
    ballotRows: (poll: Poll) =>
      t.db.selectFrom('poll_ballots').selectAll().where('poll_id', '=', poll.id).execute(),
    async closeNow(poll: Poll) {
      const response = await call(t, 'POST', `polls/${poll.id}/close`, t.rwa, {
        reason: 'Counted',
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  };
}
