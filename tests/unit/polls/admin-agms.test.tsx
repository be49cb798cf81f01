/**
 * General meetings on /admin/polls (issue 36): the RWA sets one up (title, date and time in
 * India time, venue) and sees it marked in the list with the result in one line; opened, the
 * meeting shows its agenda's states and turnout and its attendance, and marking a flat present
 * sends the flat and says so. A resolution's ballot names its meeting.
 */
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Agm, AgmDetail } from '../../../contract/polls/agms';
import AdminPollsPage from '../../../src/features/admin-polls/admin-polls-page';
import PollPage from '../../../src/features/polls/poll-page';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { member, rwa, signInAs } from '../support/render-app';
import { openPoll } from './poll-fixture';

const agm: Agm = {
  id: '0b8e7a52-3c1d-4e6f-9a0b-1c2d3e4f5a6b',
  title: 'AGM 2026',
  held_at: '2026-12-20T12:30:00.000Z',
  venue: 'Clubhouse hall',
};

beforeEach(async () => {
  reportApiSuccess();
  await Promise.all([db.outbox.clear(), db.cached.clear(), db.collections.clear()]);
});

describe('general meetings (issue 36)', () => {
  it('sets up a meeting and shows it marked, with the result in view', async () => {
    signInAs(rwa);
    let agms: Agm[] = [];
    const seen = stubFetch({
      polls: { body: [] },
      agms: (request) => {
        if (request.method === 'GET') return { body: agms };
        agms = [agm];
        return { body: agm };
      },
    });
    const app = renderPage('/admin/polls', AdminPollsPage, '/admin/polls', { retry: false });
    await app.user.click(await app.screen.findByRole('button', { name: 'Set up a meeting' }));
    const form = within(app.screen.getByRole('form', { name: 'New meeting' }));
    await app.user.type(form.getByLabelText('Title'), 'AGM 2026');
    await app.user.clear(form.getByLabelText('Held on'));
    await app.user.type(form.getByLabelText('Held on'), '2026-12-20');
    await app.user.clear(form.getByLabelText('At (India time)'));
    await app.user.type(form.getByLabelText('At (India time)'), '18:00');
    await app.user.type(form.getByLabelText('Venue (optional)'), 'Clubhouse hall');
    await app.user.click(form.getByRole('button', { name: 'Create meeting' }));

    const status = await app.screen.findByText(
      'Meeting created: AGM 2026. Open it to add resolutions.',
    );
    expect(status.closest('[role="status"]')).toBeTruthy();
    const card = within(await app.screen.findByRole('listitem', { name: 'AGM 2026' }));
    expect(card.getByText('Added just now')).toBeTruthy();
    expect(card.getByText(/Sun 20 Dec at 6:00 PM · Clubhouse hall/)).toBeTruthy();
    const sent = seen.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      title: 'AGM 2026',
      held_at: '2026-12-20T18:00:00+05:30',
      venue: 'Clubhouse hall',
    });
  });

  it('opens a meeting: its agenda with turnout, and marks a flat present', async () => {
    signInAs(rwa);
    const resolution = openPoll(Date.now(), {
      question: 'Pass the budget',
      agm_id: agm.id,
      pass_percent: 50,
    });
    let attendance = ['A101'];
    const detail = (): AgmDetail => ({ ...agm, agenda: [resolution], attendance, eligible: 40 });
    const seen = stubFetch({
      polls: { body: [resolution] },
      agms: { body: [agm] },
      [`agms/${agm.id}`]: () => ({ body: detail() }),
      [`agms/${agm.id}/attendance`]: () => {
        attendance = ['A101', 'C303'];
        return { body: { attendance } };
      },
      [`polls/${resolution.id}/turnout`]: {
        body: {
          eligible: 40,
          voted: [
            { voter: 'A101', via: 'proxy' },
            { voter: 'C303', via: 'online' },
          ],
        },
      },
    });
    const app = renderPage('/admin/polls', AdminPollsPage, '/admin/polls', { retry: false });
    const card = within(await app.screen.findByRole('listitem', { name: 'AGM 2026' }));
    await app.user.click(card.getByRole('button', { name: 'Open the meeting' }));
    const agenda = within(await card.findByRole('listitem', { name: 'Pass the budget' }));
    expect(agenda.getByText('Open')).toBeTruthy();
    expect(await agenda.findByText('Flat A101 · by proxy')).toBeTruthy();
    expect(agenda.getByText('Flat C303 · online')).toBeTruthy();
    const present = within(card.getByRole('region', { name: 'Attendance: AGM 2026' }));
    expect(present.getByText('1 of 40')).toBeTruthy();

    const door = within(present.getByRole('form', { name: 'Mark a flat present: AGM 2026' }));
    await app.user.type(door.getByLabelText('Flat at the door'), 'c-303');
    await app.user.click(door.getByRole('button', { name: 'Mark present' }));
    expect(await app.screen.findByText('Flat C303 marked present at “AGM 2026”.')).toBeTruthy();
    await waitFor(() => expect(present.getByText('2 of 40')).toBeTruthy());
    expect(present.getByRole('list', { name: 'Flats present' }).textContent).toContain('C303');
    const marked = seen.find((request) => request.url.endsWith('/attendance'));
    expect(marked).toMatchObject({ method: 'PUT', body: { apartment: 'C303', present: true } });
  });

  it('names the meeting on a resolution’s ballot', async () => {
    signInAs(member);
    const resolution = openPoll(Date.now(), { agm_id: agm.id });
    stubFetch({ polls: { body: [resolution] }, agms: { body: [agm] } });
    const app = renderPage(`/polls/${resolution.id}`, PollPage, '/polls/:pollId', {
      retry: false,
    });
    const line = await app.screen.findByText(/^On the agenda of/);
    await waitFor(() =>
      expect(line.textContent).toBe(
        'On the agenda of AGM 2026, Sun 20 Dec at 6:00 PM · Clubhouse hall',
      ),
    );
  });
});
