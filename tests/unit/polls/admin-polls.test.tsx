/**
 * /admin/polls (issue 36): an open poll's turnout says who voted and how, never what on a secret
 * ballot; a paper vote is sent with the flat and its choices, and the server's refusal shows.
 */
import { cleanup, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import AdminPollsPage from '../../../src/features/admin-polls/admin-polls-page';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { asha } from '../support/residents';
import { rwa, signInAs } from '../support/render-app';
import { openPoll } from './poll-fixture';

beforeEach(() => {
  reportApiSuccess();
  signInAs(rwa);
});

describe('the RWA’s polls (issue 36)', () => {
  it('shows the turnout by route, and sends a paper vote, showing why it was refused', async () => {
    const poll = openPoll(Date.now());
    const seen = stubFetch({
      polls: { body: [poll] },
      [`polls/${poll.id}/turnout`]: {
        body: { eligible: 40, voted: [{ voter: 'A101', via: 'online' }] },
      },
      [`polls/${poll.id}/paper-votes`]: {
        status: 409,
        body: { detail: messages.paperAfterOnline },
      },
    });
    const app = renderPage('/admin/polls', AdminPollsPage, '/admin/polls', { retry: false });
    const card = within(await app.screen.findByRole('listitem', { name: poll.question }));

    await app.user.click(card.getByRole('button', { name: 'Turnout' }));
    expect(await card.findByText('Flat A101 · online')).toBeTruthy();
    expect(card.getByText('1 of 40')).toBeTruthy();

    await app.user.click(card.getByRole('button', { name: 'Enter a paper vote' }));
    const paper = within(card.getByRole('form', { name: 'Paper vote' }));
    await app.user.type(paper.getByLabelText('Flat'), 'a-101');
    await app.user.click(paper.getByLabelText('Grey'));
    await app.user.click(paper.getByRole('button', { name: 'Record paper vote' }));
    expect(await paper.findByText(messages.paperAfterOnline)).toBeTruthy();
    const sent = seen.find((request) => request.url.endsWith(`polls/${poll.id}/paper-votes`));
    expect(sent?.body).toEqual({ apartment: 'A101', choices: ['o-grey'] });
  });

  it('names the persons who voted on a poll of persons', async () => {
    const poll = openPoll(Date.now(), { electorate: 'person' });
    stubFetch({
      polls: { body: [poll] },
      agms: { body: [] },
      [`polls/${poll.id}/turnout`]: {
        body: {
          eligible: 12,
          voted: [{ voter: 'user:7', name: 'Arjun Mehta, A101', via: 'online' }],
        },
      },
    });
    const app = renderPage('/admin/polls', AdminPollsPage, '/admin/polls', { retry: false });
    const card = within(await app.screen.findByRole('listitem', { name: poll.question }));
    await app.user.click(card.getByRole('button', { name: 'Turnout' }));
    expect(await card.findByText('Arjun Mehta, A101 · online')).toBeTruthy();
  });

  it('asks for a reason before closing a poll early', async () => {
    const poll = openPoll(Date.now());
    const seen = stubFetch({ polls: { body: [poll] } });
    const app = renderPage('/admin/polls', AdminPollsPage, '/admin/polls', { retry: false });
    const card = within(await app.screen.findByRole('listitem', { name: poll.question }));
    await app.user.click(card.getByRole('button', { name: 'Close early' }));
    const prompt = within(await app.screen.findByRole('alertdialog'));
    await app.user.click(prompt.getByRole('button', { name: 'Close the poll' }));
    expect(await prompt.findByText(messages.pollCloseReasonRequired)).toBeTruthy();
    expect(seen.some((request) => request.url.endsWith('/close'))).toBe(false);
  });

  it('says a poll closed early in the page’s result line and marks its card', async () => {
    const poll = openPoll(Date.now());
    const closed = {
      ...poll,
      status: 'closed' as const,
      closed_early_at: new Date().toISOString(),
    };
    let list = [poll];
    stubFetch({
      polls: () => ({ body: list }),
      agms: { body: [] },
      [`polls/${poll.id}/close`]: () => {
        list = [{ ...closed, close_reason: 'Decided at the AGM' }];
        return { body: list[0] };
      },
    });
    const app = renderPage('/admin/polls', AdminPollsPage, '/admin/polls', { retry: false });
    const card = within(await app.screen.findByRole('listitem', { name: poll.question }));
    await app.user.click(card.getByRole('button', { name: 'Close early' }));
    const prompt = within(await app.screen.findByRole('alertdialog'));
    await app.user.type(prompt.getByLabelText('Reason'), 'Decided at the AGM');
    await app.user.click(prompt.getByRole('button', { name: 'Close the poll' }));
    expect(await app.screen.findByText(`Poll closed: ${poll.question}`)).toBeTruthy();
    const after = within(await app.screen.findByRole('listitem', { name: poll.question }));
    expect(await after.findByText('Updated just now')).toBeTruthy();
  });

  it('offers "Owners only" disabled, with the reason, until the register marks an owner', async () => {
    const register = { body: [asha] };
    stubFetch({ polls: { body: [] }, agms: { body: [] }, 'member/users': () => register });
    const app = renderPage('/admin/polls', AdminPollsPage, '/admin/polls', { retry: false });
    await app.user.click(await app.screen.findByRole('button', { name: 'Set up a poll' }));
    const form = within(await app.screen.findByRole('form', { name: 'New poll' }));
    const owners = () =>
      form.getByRole<HTMLOptionElement>('option', { name: 'Owners only (one vote per flat)' });
    await waitFor(() => expect(owners().disabled).toBe(true));
    expect(form.getByText(messages.ownersNotMarkedHint)).toBeTruthy();
    cleanup();

    register.body = [{ ...asha, is_owner: true }];
    const again = renderPage('/admin/polls', AdminPollsPage, '/admin/polls', { retry: false });
    await again.user.click(await again.screen.findByRole('button', { name: 'Set up a poll' }));
    const ready = within(await again.screen.findByRole('form', { name: 'New poll' }));
    await waitFor(() =>
      expect(
        ready.getByRole<HTMLOptionElement>('option', { name: 'Owners only (one vote per flat)' })
          .disabled,
      ).toBe(false),
    );
    expect(ready.queryByText(messages.ownersNotMarkedHint)).toBeNull();
  });
});
