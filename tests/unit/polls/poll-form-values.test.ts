// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import {
  blankPoll,
  pollBody,
  pollForm,
  pollValues,
  type PollFormValues,
} from '../../../src/features/admin-polls/poll-form-values';
import { openPoll } from './poll-fixture';

const now = Date.parse('2026-11-28T04:30:00Z'); // 10:00 in India

const filled = (changes: Partial<PollFormValues> = {}): PollFormValues => ({
  ...blankPoll(now),
  question: 'Paint the towers?',
  options: [{ label: 'Beige' }, { label: 'Grey' }],
  ...changes,
});

const problems = (values: PollFormValues) =>
  (pollForm.safeParse(values).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('the RWA’s poll form (issue 36)', () => {
  it('starts now in India and closes a week later at 18:00, secret, one choice', () => {
    expect(blankPoll(now)).toMatchObject({
      opens_at: { date: '2026-11-28', time: '10:00' },
      closes_at: { date: '2026-12-05', time: '18:00' },
      secret: true,
      max_choices: 1,
      agm_id: null,
    });
  });

  it('sends India times as instants, and a pass mark only for a resolution', () => {
    expect(pollBody(filled())).toMatchObject({
      options: ['Beige', 'Grey'],
      opens_at: '2026-11-28T10:00:00+05:30',
      closes_at: '2026-12-05T18:00:00+05:30',
      pass_percent: null,
    });
    expect(pollBody(filled({ resolution: true, pass_percent: 66 })).pass_percent).toBe(66);
  });

  it('sends the dues rule’s days only when the rule is on, and checks them', () => {
    expect(pollBody(filled({ max_overdue_days: 45 })).max_overdue_days).toBeNull();
    expect(pollBody(filled({ dues_rule: true, max_overdue_days: 45 })).max_overdue_days).toBe(45);
    expect(problems(filled({ dues_rule: true, max_overdue_days: 0 }))).toContainEqual([
      'max_overdue_days',
      messages.pollOverdueDays,
    ]);
    const barred = openPoll(now, { max_overdue_days: 60 });
    expect(pollValues(barred)).toMatchObject({ dues_rule: true, max_overdue_days: 60 });
  });

  it('puts each complaint under its field, in the contract’s words', () => {
    expect(problems(filled({ options: [{ label: 'Beige' }, { label: 'beige' }] }))).toContainEqual([
      'options',
      messages.pollOptionsDistinct,
    ]);
    expect(problems(filled({ options: [{ label: 'Beige' }] }))).toContainEqual([
      'options',
      messages.pollOptionsCount,
    ]);
    expect(problems(filled({ closes_at: { date: '2026-11-27', time: '18:00' } }))).toContainEqual([
      'closes_at',
      messages.pollTimesOrder,
    ]);
    expect(problems(filled({ max_choices: 3 }))).toContainEqual([
      'max_choices',
      messages.pollMaxChoices,
    ]);
  });

  it('keeps a poll’s meeting and settings when it comes back to be changed', () => {
    const poll = openPoll(now, { agm_id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', max_choices: 2 });
    const body = pollBody(pollValues(poll));
    expect(body).toMatchObject({
      agm_id: poll.agm_id,
      max_choices: 2,
      options: ['Beige', 'Grey', 'White'],
      opens_at: expect.stringMatching(/\+05:30$/),
    });
    expect(Date.parse(body.opens_at)).toBe(Math.floor(Date.parse(poll.opens_at) / 60_000) * 60_000);
  });
});
