import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketDetail } from '../../../contract/helpdesk/helpdesk';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { commentWords } from '../../../src/features/helpdesk/words';
import { aDetail, openHelpdesk, resetHelpdesk } from './support';

/** 09:00 in India on 10 March 2025. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');
const DAY = 86_400_000;

const resolved = (daysAgo: number) =>
  aDetail({
    status: 'Resolved',
    resolved_at: new Date(T0 - daysAgo * DAY).toISOString(),
    comments: [
      {
        id: '1',
        author_name: 'Ravi Kumar',
        author_role: 'rwa',
        body: 'Fixed the pipe joint.',
        photo_url: 'files/joint.jpg',
        thumbnail_url: 'files/joint-thumb.jpg',
        created_at: new Date(T0 - daysAgo * DAY).toISOString(),
      },
    ],
  });

/** The server: the ticket, and each move answered with the ticket moved. */
function server(ticket: TicketDetail) {
  return stubFetch({
    'helpdesk/tickets/7': { body: ticket },
    'helpdesk/tickets/7/status': (request) => ({
      body: { ...ticket, ...(request.body as object) },
    }),
  });
}
const puts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'PUT');

beforeEach(async () => {
  await resetHelpdesk();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(member);
});
afterEach(() => reportApiSuccess());

describe('a complaint’s page (issue 18)', () => {
  it('shows the thread with the office’s comments marked, and the history', async () => {
    server(resolved(1));
    const app = openHelpdesk('/helpdesk/7');
    const thread = within(await app.screen.findByRole('list', { name: 'Comments, oldest first' }));
    expect(thread.getByText('Ravi Kumar (RWA office)')).toBeTruthy();
    expect(thread.getByText('Fixed the pipe joint.')).toBeTruthy();
    expect(
      thread.getByRole('img', { name: "Photo with Ravi Kumar (RWA office)'s comment" }),
    ).toBeTruthy();
    expect(app.screen.getByText('Assigned to: Ramesh (plumber)')).toBeTruthy();
    expect(
      within(app.screen.getByRole('list', { name: 'History' })).getByText('Open'),
    ).toBeTruthy();
  });

  it('Reopen needs a reason, then sends it', async () => {
    const seen = server(resolved(2));
    const app = openHelpdesk('/helpdesk/7');
    await app.user.click(await app.screen.findByRole('button', { name: 'Reopen' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Reopen complaint' }));
    expect(app.screen.getByText('Please give a reason')).toBeTruthy();
    expect(puts(seen)).toHaveLength(0);
    await app.user.type(app.screen.getByLabelText('What is still wrong?'), 'Dripping again');
    await app.user.click(app.screen.getByRole('button', { name: 'Reopen complaint' }));
    await waitFor(() => expect(puts(seen)).toHaveLength(1));
    expect(puts(seen)[0]?.body).toEqual({ status: 'In progress', note: 'Dripping again' });
    expect(await app.screen.findByText('Reopened. The office will look at it again.')).toBeTruthy();
  });

  it('hides Reopen 7 days after it was resolved, and keeps Close', async () => {
    server(resolved(8));
    const app = openHelpdesk('/helpdesk/7');
    expect(await app.screen.findByRole('button', { name: 'Close with rating' })).toBeTruthy();
    expect(app.screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('Close needs a rating from 1 to 5 stars, picked in a radio group', async () => {
    const seen = server(resolved(1));
    const app = openHelpdesk('/helpdesk/7');
    await app.user.click(await app.screen.findByRole('button', { name: 'Close with rating' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Close complaint' }));
    expect(app.screen.getByText('Please rate the work from 1 to 5 stars')).toBeTruthy();
    expect(puts(seen)).toHaveLength(0);
    const stars = within(app.screen.getByRole('group', { name: 'How was the work?' }));
    expect(stars.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    await app.user.click(stars.getByRole('radio', { name: '4 stars' }));
    await app.user.type(app.screen.getByLabelText('Anything to add? (optional)'), 'Quick work');
    await app.user.click(app.screen.getByRole('button', { name: 'Close complaint' }));
    await waitFor(() => expect(puts(seen)).toHaveLength(1));
    expect(puts(seen)[0]?.body).toEqual({ status: 'Closed', rating: 4, note: 'Quick work' });
  });

  it('offline, keeps the moves waiting and says they need a connection', async () => {
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = openHelpdesk('/helpdesk/7', { ticket: resolved(1) });
    const close = await app.screen.findByRole<HTMLButtonElement>('button', {
      name: 'Close with rating',
    });
    expect(close.disabled).toBe(true);
    expect(document.getElementById(close.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Reopening or closing needs a connection.',
    );
    expect(app.screen.getByText(/^Offline — showing what was saved at/)).toBeTruthy();
  });

  it('says the office is waiting for the household, and that a reply starts the clock again', async () => {
    server(aDetail({ status: 'Waiting for resident', status_note: 'Which tap is it?' }));
    const app = openHelpdesk('/helpdesk/7');
    expect(await app.screen.findByText('Paused — waiting for you')).toBeTruthy();
    expect(
      app.screen.getByText(
        'The office is waiting for your answer. Reply below and the clock starts again.',
      ),
    ).toBeTruthy();
    expect(app.screen.getByText('The office asked: Which tap is it?')).toBeTruthy();
  });

  it('offline, keeps a comment on the phone and shows it in the thread as saved there', async () => {
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = openHelpdesk('/helpdesk/7', { ticket: aDetail() });
    await app.user.click(await app.screen.findByRole('button', { name: 'Send comment' }));
    expect(app.screen.getByText('Please write a comment')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);

    await app.user.type(app.screen.getByLabelText('Add a comment'), 'It is the kitchen tap');
    await app.user.click(app.screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'helpdeskComment',
      payload: { ticket_id: '7', body: 'It is the kitchen tap' },
      entityKey: 'helpdeskTicket:7',
    });
    const thread = within(await app.screen.findByRole('list', { name: 'Comments, oldest first' }));
    const comment = thread.getByText('It is the kitchen tap').closest('li')!;
    expect(within(comment).getByText('Saved on this phone — will send when online')).toBeTruthy();
    expect(within(comment).getByText('Asha Rao')).toBeTruthy();
    expect((app.screen.getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('');
  });

  it('a resident replying on their ticket is told, under the comment box, that the reply is kept', async () => {
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = openHelpdesk('/helpdesk/7', { ticket: aDetail() });
    await app.user.type(await app.screen.findByLabelText('Add a comment'), 'Still dripping');
    await app.user.click(app.screen.getByRole('button', { name: 'Send comment' }));
    const said = await app.screen.findByText(commentWords.offline);
    // In a status region (announced) placed after the form, where the resident pressed Send.
    expect(said.closest('[role="status"]')).toBeTruthy();
    const form = app.screen.getByRole('button', { name: 'Send comment' }).closest('form')!;
    expect(form.compareDocumentPosition(said) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens a ticket of another apartment with the server’s sentence', async () => {
    stubFetch({
      'helpdesk/tickets/7': {
        status: 403,
        body: { detail: 'This complaint belongs to another apartment.' },
      },
    });
    const app = openHelpdesk('/helpdesk/7');
    expect(
      await app.screen.findByText(/This complaint belongs to another apartment\./),
    ).toBeTruthy();
  });
});
