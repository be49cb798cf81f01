/**
 * The poll watch (issue 36): the roll hears once that a poll opened, those who have not voted
 * hear a day before it closes, and everyone hears when the results are out — never the RWA's
 * office or the guard, and nothing twice however often the watch runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPollWatch } from '../../server/domains/polls';
import { inbox, phones } from './gate-support';
import { buildPolls, HOUR_MS, pollCalls, type PollApp } from './polls-support';

let t: PollApp;
let calls: ReturnType<typeof pollCalls>;
beforeAll(async () => {
  t = await buildPolls();
  calls = pollCalls(t);
});
afterAll(() => t.close());

const pollNotices = async (phone: string) =>
  (await inbox(t, phone)).filter((notice) => notice.kind.startsWith('poll_')).map((n) => n.kind);

describe('the poll watch', () => {
  it('tells the roll once at each step, and reminds only those who have not voted', async () => {
    const poll = await calls.newPoll({
      opens_at: calls.at(HOUR_MS),
      closes_at: calls.at(HOUR_MS + 3 * 24 * HOUR_MS),
    });
    const watch = () => runPollWatch(t.db, t.clock.now());
    expect(await watch()).toEqual({ told: 0 });

    t.clock.advance(HOUR_MS);
    expect(await watch()).toEqual({ told: 1 });
    expect(await watch()).toEqual({ told: 0 });
    expect(await pollNotices(phones.arjun)).toEqual(['poll_opened']);
    const opened = (await inbox(t, phones.rahul))[0];
    expect(opened).toMatchObject({ title: 'A poll is open', url: `/polls/${poll.id}` });
    expect(opened?.body).toMatch(/Vote by \w{3} \d+ \w{3} at \d{1,2}:\d\d [AP]M\.$/);

    await calls.vote(poll, t.arjun, ['Beige']);
    t.clock.advance(2 * 24 * HOUR_MS + 60_000);
    expect(await watch()).toEqual({ told: 1 });
    expect(await pollNotices(phones.arjun)).toEqual(['poll_opened']);
    expect(await pollNotices(phones.rahul)).toEqual(['poll_reminder', 'poll_opened']);

    t.clock.advance(24 * HOUR_MS);
    expect(await watch()).toEqual({ told: 1 });
    expect(await watch()).toEqual({ told: 0 });
    expect(await pollNotices(phones.arjun)).toEqual(['poll_results', 'poll_opened']);
    // The RWA's office is no flat, a guard never votes, and B202 has no active member.
    for (const phone of [phones.rwa, phones.guard, phones.priya]) {
      expect(await pollNotices(phone)).toEqual([]);
    }
  });
});
