/**
 * A poll's ballot on the phone (issue 36): radio buttons or check boxes up to the most, the vote
 * queued in the outbox with no network and said to count only if it arrives before the close,
 * louder in the last hour, and the server's refusal of a late vote shown on the poll.
 */
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import type { MemberPoll } from '../../../contract/polls/polls';
import PollPage from '../../../src/features/polls/poll-page';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { POLL_VOTE_KIND, pollBallotKey } from '../../../src/offline/kinds';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { openPoll } from './poll-fixture';

beforeEach(async () => {
  reportApiSuccess();
  await Promise.all([db.outbox.clear(), db.cached.clear(), db.collections.clear()]);
  signInAs(member);
});

const show = (poll: MemberPoll) => {
  stubFetch({ polls: { body: [poll] } });
  return renderPage(`/polls/${poll.id}`, PollPage, '/polls/:pollId', { retry: false });
};

const ballotOf = async (app: ReturnType<typeof show>) =>
  within(await app.screen.findByRole('form', { name: 'Your ballot' }));

describe('a poll’s ballot (issue 36)', () => {
  it('queues the vote with no network and says it counts only if it arrives before the close', async () => {
    const poll = openPoll(Date.now());
    const app = show(poll);
    const ballot = await ballotOf(app);
    expect(ballot.getByText('Choose one')).toBeTruthy();
    stubFetch({}, 'network-error');
    reportApiFailure();
    await app.user.click(ballot.getByLabelText('Grey'));
    await app.user.click(ballot.getByRole('button', { name: 'Cast my vote' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: POLL_VOTE_KIND,
      payload: { poll_id: poll.id, vote: { choices: ['o-grey'] } },
      entityKey: pollBallotKey(poll.id),
    });
    expect(
      await app.screen.findByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Your vote: Grey (not sent yet)',
      ),
    ).toBeTruthy();
    expect(
      app.screen.getByText(/^Waiting to send — it counts only if it reaches the server before /),
    ).toBeTruthy();
  });

  it('warns louder when the poll closes within the hour', async () => {
    const now = Date.now();
    const app = show(openPoll(now, { closes_at: new Date(now + 30 * 60_000).toISOString() }));
    const ballot = await ballotOf(app);
    stubFetch({}, 'network-error');
    reportApiFailure();
    await app.user.click(ballot.getByLabelText('Beige'));
    await app.user.click(ballot.getByRole('button', { name: 'Cast my vote' }));
    const alert = await app.screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The poll closes in (29|30) min: your vote is still on/);
    expect(alert.textContent).toContain('Find a signal now.');
  });

  it('offers check boxes up to the most, and refuses one too many before queuing', async () => {
    const app = show(openPoll(Date.now(), { max_choices: 2 }));
    const ballot = await ballotOf(app);
    expect(ballot.getByText('Choose up to 2')).toBeTruthy();
    for (const label of ['Beige', 'Grey', 'White']) {
      await app.user.click(ballot.getByRole('checkbox', { name: label }));
    }
    await app.user.click(ballot.getByRole('button', { name: 'Cast my vote' }));
    expect(await ballot.findByText(messages.choicesTooMany(2))).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows the cast vote with its receipt and offers to change it', async () => {
    const poll = openPoll(Date.now());
    const app = show({
      ...poll,
      mine: {
        ...poll.mine,
        ballot: { choices: ['o-white'], receipt: 'K7Q2-M9XA' },
        voted_via: 'online',
      },
    });
    expect(await app.screen.findByText('K7Q2-M9XA')).toBeTruthy();
    expect(app.screen.getByText('White', { selector: 'strong' })).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Change my vote' }));
    const ballot = await ballotOf(app);
    expect((ballot.getByLabelText('White') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the server’s sentence when a queued vote arrived after the close', async () => {
    const poll = openPoll(Date.now());
    const late = messages.pollClosed('Sun 20 Dec at 18:00');
    await db.outbox.add({
      id: crypto.randomUUID(),
      kind: POLL_VOTE_KIND,
      schemaVersion: 1,
      payload: { poll_id: poll.id, vote: { choices: ['o-beige'] } },
      userId: member.id,
      entityKey: pollBallotKey(poll.id),
      status: 'rejected',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: Date.now(),
      updatedAt: Date.now(),
      lastError: late,
    });
    const app = show(poll);
    const alert = await app.screen.findByRole('alert');
    expect(alert.textContent).toContain(`Your vote was not counted: ${late}`);
  });

  it('lets a proxy holder vote for the flat that gave it its vote', async () => {
    const poll = openPoll(Date.now(), { max_proxies: 2 });
    const app = show({
      ...poll,
      mine: { ...poll.mine, proxies_held: [{ apartment: 'B202', ballot: null }] },
    });
    const proxy = within(await app.screen.findByRole('listitem', { name: 'Proxy of flat B202' }));
    expect(proxy.getByText('Flat B202 gave you its vote')).toBeTruthy();
    const ballot = within(proxy.getByRole('form', { name: 'Ballot for flat B202' }));
    await app.user.click(ballot.getByLabelText('White'));
    await app.user.click(ballot.getByRole('button', { name: 'Cast my vote' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      payload: { poll_id: poll.id, vote: { choices: ['o-white'], for_apartment: 'B202' } },
      entityKey: pollBallotKey(poll.id, 'B202'),
    });
    // A holder cannot give its own vote away.
    expect(app.screen.queryByRole('button', { name: 'Give my vote to another flat' })).toBeNull();
  });

  it('gives the flat’s vote by proxy online, and shows the server’s refusal', async () => {
    const poll = openPoll(Date.now(), { max_proxies: 1 });
    const full = messages.proxyHolderFull('C303', 1);
    const seen = stubFetch({
      polls: { body: [poll] },
      [`polls/${poll.id}/proxy`]: { status: 409, body: { detail: full } },
    });
    const app = renderPage(`/polls/${poll.id}`, PollPage, '/polls/:pollId', { retry: false });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Give my vote to another flat' }),
    );
    await app.user.type(app.screen.getByLabelText('Flat that votes for mine'), 'c-303');
    await app.user.click(app.screen.getByRole('button', { name: 'Give my vote' }));
    expect(await app.screen.findByText(full)).toBeTruthy();
    const sent = seen.find((request) => request.url.endsWith(`polls/${poll.id}/proxy`));
    expect(sent?.body).toEqual({ to_apartment: 'C303' });
  });

  it('says the flat gave its vote by proxy instead of offering the ballot', async () => {
    const poll = openPoll(Date.now(), { max_proxies: 1 });
    const app = show({ ...poll, mine: { ...poll.mine, proxy_to: 'C303' } });
    expect(await app.screen.findByText(messages.votedByProxy('C303'))).toBeTruthy();
    expect(app.screen.queryByRole('form', { name: 'Your ballot' })).toBeNull();
  });

  it('states the dues rule above the ballot, and tells a barred flat why it cannot vote', async () => {
    const poll = openPoll(Date.now(), { max_overdue_days: 30 });
    const reason = messages.voteBarredByDues(45, 30);
    const app = show({
      ...poll,
      mine: { ...poll.mine, eligible: false, ineligible_reason: reason },
    });
    expect(await app.screen.findByText(messages.duesRule(30))).toBeTruthy();
    expect(app.screen.getByText(reason)).toBeTruthy();
    expect(app.screen.queryByRole('form', { name: 'Your ballot' })).toBeNull();
    expect(app.screen.getByText('Flats more than 30 days overdue cannot vote')).toBeTruthy();
  });

  it("tells a non-owner on an owners-only poll that only the flat's owner can vote", async () => {
    const poll = openPoll(Date.now(), { electorate: 'owners' });
    const app = show({
      ...poll,
      mine: { ...poll.mine, eligible: false, ineligible_reason: messages.ownersOnlyVote },
    });
    expect(await app.screen.findByText(messages.ownersOnlyVote)).toBeTruthy();
    expect(app.screen.getByText('Owners only (one vote per flat)')).toBeTruthy();
    expect(app.screen.queryByRole('form', { name: 'Your ballot' })).toBeNull();
  });
});
