import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { aTicket, openHelpdesk, resetHelpdesk } from './support';

/** 09:00 in India on 10 March 2025. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');

const leak = aTicket({
  id: '7',
  status: 'In progress',
  // 1 h of a 24 h deadline spent before 08:00, running since.
  elapsed_seconds: 3600,
  clock_started_at: new Date(T0 - 3600_000).toISOString(),
  thumbnail_url: 'files/leak-thumb.jpg',
  photo_url: 'files/leak.jpg',
  latest_comment: {
    author_name: 'Ravi Kumar',
    author_role: 'rwa',
    body: 'The plumber comes at 11.\nPlease keep the kitchen open.',
    created_at: new Date(T0 - 20 * 60_000).toISOString(),
  },
  comment_count: 2,
});
const light = aTicket({
  id: '3',
  title: 'Corridor light dead',
  category: 'Electrical',
  status: 'Resolved',
  resolved_at: new Date(T0 - 86_400_000).toISOString(),
});

beforeEach(async () => {
  await resetHelpdesk();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(member);
});
afterEach(() => reportApiSuccess());

describe('/helpdesk, the household’s complaints (issue 18)', () => {
  it('offline, shows the saved copy with its age: status, deadline, the latest word and the photo', async () => {
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = openHelpdesk('/helpdesk', { tickets: [leak, light], savedAt: T0 - 5 * 60_000 });
    expect(await app.screen.findByText('Offline — showing what was saved at 8:55 AM')).toBeTruthy();
    const card = within(app.screen.getByRole('article', { name: leak.title }));
    expect(card.getByRole('link', { name: leak.title }).getAttribute('href')).toBe('/helpdesk/7');
    expect(card.getByText('In progress')).toBeTruthy();
    expect(card.getByText('Plumbing')).toBeTruthy();
    expect(card.getByText('22 h left')).toBeTruthy();
    const latest = card.getByText(/The plumber comes at 11\./);
    expect(latest.textContent).toBe(
      'Ravi Kumar (RWA office), 20 min ago: The plumber comes at 11.',
    );
    expect(card.getByRole('img', { name: `Photo of ${leak.title}` }).getAttribute('src')).toBe(
      '/api/files/leak-thumb.jpg',
    );
    const resolved = within(app.screen.getByRole('article', { name: light.title }));
    expect(resolved.getAllByText('Resolved')).toHaveLength(2);
    expect(resolved.queryByRole('img')).toBeNull();
  });

  it('online, says how fresh the list is and offers Report a problem', async () => {
    stubFetch({ 'helpdesk/tickets': { body: { tickets: [leak], total: 1 } } });
    const app = openHelpdesk('/helpdesk');
    expect(await app.screen.findByRole('article', { name: leak.title })).toBeTruthy();
    expect(app.screen.getByText('Updated just now')).toBeTruthy();
    await app.user.click(app.screen.getByRole('link', { name: 'Report a problem' }));
    expect(app.location()).toBe('/helpdesk/new');
  });

  it('shows the complaints still on this phone first, marked as saved there', async () => {
    stubFetch({}, 'network-error');
    reportApiFailure();
    await db.outbox.add({
      id: 'queued-1',
      kind: 'helpdeskReport',
      schemaVersion: 1,
      payload: {
        ticket: {
          category_id: '3',
          title: 'Lift stuck on 4',
          description: 'Doors will not open',
          location: '',
          priority: 'urgent',
        },
        shown: { category: 'Lift' },
      },
      userId: member.id,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: T0,
      createdAt: T0,
      updatedAt: T0,
    });
    const app = openHelpdesk('/helpdesk', { tickets: [leak] });
    const list = await app.screen.findByRole('list', { name: 'Your complaints' });
    await within(list).findByRole('article', { name: 'Lift stuck on 4' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Lift stuck on 4',
      leak.title,
    ]);
    expect(within(cards[0]!).getByText('Saved on this phone — will send when online')).toBeTruthy();
  });

  it('says when the home has no complaints yet', async () => {
    stubFetch({ 'helpdesk/tickets': { body: { tickets: [], total: 0 } } });
    const app = openHelpdesk('/helpdesk');
    expect(await app.screen.findByText('No complaints from your home yet.')).toBeTruthy();
  });
});
