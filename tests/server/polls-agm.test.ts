/**
 * General meetings (issue 36): the RWA sets one up, puts resolutions on its agenda (polls that
 * name it) and marks flats present at the door; residents read it; a resolution cannot name a
 * meeting that does not exist.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agm, AgmDetail } from '../../contract/polls/agms';
import { messages } from '../../contract/messages';
import { call } from './gate-support';
import { buildPolls, HOUR_MS, pollCalls, type PollApp } from './polls-support';

let t: PollApp;
let calls: ReturnType<typeof pollCalls>;
beforeAll(async () => {
  t = await buildPolls();
  calls = pollCalls(t);
});
afterAll(() => t.close());

const detail = (response: { json<T>(): T }) => response.json<{ detail: string }>().detail;

describe('a general meeting', () => {
  it('holds its resolutions and the flats present, and residents read it', async () => {
    const created = await call(t, 'POST', 'agms', t.rwa, {
      title: 'Annual general meeting 2030',
      held_at: calls.at(24 * HOUR_MS),
      venue: 'Clubhouse hall',
    });
    expect(created.statusCode, created.body).toBe(200);
    const agm = created.json<Agm>();
    expect(
      (await call(t, 'POST', 'agms', t.arjun, { title: 'x', held_at: calls.at(0) })).statusCode,
    ).toBe(403);

    const budget = await calls.newPoll({
      question: 'Pass the budget',
      options: ['For', 'Against'],
      agm_id: agm.id,
      pass_percent: 51,
    });
    const committee = await calls.newPoll({
      question: 'Elect the committee',
      options: ['For', 'Against'],
      agm_id: agm.id,
    });
    await calls.newPoll({ question: 'Not on the agenda' });

    const mark = (token: string, apartment: string, present: boolean) =>
      call(t, 'PUT', `agms/${agm.id}/attendance`, token, { apartment, present });
    expect((await mark(t.rwa, 'A101', true)).statusCode).toBe(200);
    expect((await mark(t.rwa, 'C303', true)).statusCode).toBe(200);
    expect((await mark(t.rwa, 'C303', false)).json<{ attendance: string[] }>().attendance).toEqual([
      'A101',
    ]);
    expect(detail(await mark(t.rwa, 'B202', true))).toBe(messages.flatNotOnRoll);
    expect((await mark(t.arjun, 'A101', false)).statusCode).toBe(403);

    const read = (await call(t, 'GET', `agms/${agm.id}`, t.rahul)).json<AgmDetail>();
    expect(read).toMatchObject({
      title: 'Annual general meeting 2030',
      venue: 'Clubhouse hall',
      attendance: ['A101'],
      eligible: 3,
    });
    expect(read.agenda.map((poll) => poll.id)).toEqual([budget.id, committee.id]);
    expect((await call(t, 'GET', 'agms', t.rahul)).json<Agm[]>().map((a) => a.id)).toContain(
      agm.id,
    );
  });

  it('refuses a resolution for a meeting that does not exist', async () => {
    const response = await call(t, 'POST', 'polls', t.rwa, {
      question: 'Orphan',
      options: ['For', 'Against'],
      opens_at: calls.at(0),
      closes_at: calls.at(HOUR_MS),
      agm_id: randomUUID(),
    });
    expect(response.statusCode).toBe(404);
    expect(detail(response)).toBe(messages.agmNotFound);
  });
});
