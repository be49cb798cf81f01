import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Broadcast } from '../../contract/notices/broadcasts';
import AdminBroadcastsPage from '../../src/features/admin-broadcasts/admin-broadcasts-page';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { renderPage } from './golf-cart-support';

const sent = (overrides: Partial<Broadcast> = {}): Broadcast => ({
  id: '1',
  title: 'Water cut on Sunday',
  body: 'No water from 10:00 to 14:00 in Tower B.',
  severity: 'urgent',
  created_at: '2030-03-05T06:00:00Z',
  acknowledged: 12,
  recipients: 640,
  acknowledged_by_me: false,
  ...overrides,
});

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');
const openPage = () =>
  renderPage('/admin/broadcasts', AdminBroadcastsPage, '/admin/broadcasts', { retry: false });

describe('/admin/broadcasts', () => {
  it('lists what was sent with how many apartments acknowledged it', async () => {
    signInAs(rwa);
    stubFetch({
      broadcasts: {
        body: [
          sent(),
          sent({ id: '2', title: 'Gym open', severity: 'info', acknowledged: 1, recipients: 1 }),
        ],
      },
    });
    const app = openPage();
    const list = await app.screen.findByRole('list', { name: 'Sent broadcasts' });
    const items = within(list).getAllByRole('article');
    expect(within(items[0]!).getByText('Acknowledged by 12 of 640 apartments')).toBeTruthy();
    expect(within(items[0]!).getByText('Urgent')).toBeTruthy();
    expect(within(items[1]!).getByText('Acknowledged by 1 of 1 apartment')).toBeTruthy();
  });

  it('explains each severity where it is chosen', async () => {
    signInAs(rwa);
    stubFetch({ broadcasts: { body: [] } });
    const app = openPage();
    const severity = app.screen.getByRole('group', { name: 'Severity' });
    expect(
      within(severity)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'InfoInbox only: residents read it when they next open the app.',
      "UrgentInbox, and a push notification to every resident's phone.",
      'EmergencyA push, an SMS where a gateway is configured, and a banner in the app until each resident acknowledges it.',
    ]);
    expect(await app.screen.findByText('No broadcasts sent yet.')).toBeTruthy();
  });

  it('checks the title and message before sending, with the contract’s words', async () => {
    signInAs(rwa);
    const seen = stubFetch({ broadcasts: { body: [] } });
    const app = openPage();
    await app.user.click(app.screen.getByRole('button', { name: 'Send broadcast' }));
    expect(app.screen.getByText('Title is required')).toBeTruthy();
    expect(app.screen.getByText('Message is required')).toBeTruthy();
    expect(document.activeElement).toBe(app.screen.getByLabelText('Title'));
    expect(posts(seen)).toHaveLength(0);
  });

  it('sends an urgent notice at once and says how many apartments it went to', async () => {
    signInAs(rwa);
    let list: Broadcast[] = [];
    const seen = stubFetch({
      broadcasts: (request) => {
        if (request.method === 'GET') return { body: list };
        const body = request.body as Pick<Broadcast, 'title' | 'body' | 'severity'>;
        const created = sent({ ...body, id: '9', acknowledged: 0 });
        list = [created];
        return { status: 201, body: created };
      },
    });
    const app = openPage();
    await app.user.type(app.screen.getByLabelText('Title'), 'Lift maintenance');
    await app.user.type(app.screen.getByLabelText('Message'), 'Tower A lift off 14:00–16:00.');
    await app.user.click(app.screen.getByRole('radio', { name: /^Urgent/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Send broadcast' }));
    const done = await app.screen.findByText('“Lift maintenance” sent to 640 apartments.');
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(posts(seen).map((request) => request.body)).toEqual([
      { title: 'Lift maintenance', body: 'Tower A lift off 14:00–16:00.', severity: 'urgent' },
    ]);
    expect(await app.screen.findByText('Acknowledged by 0 of 640 apartments')).toBeTruthy();
    expect(app.screen.getByLabelText<HTMLInputElement>('Title').value).toBe('');
  });

  it('sends an emergency only after a confirmation', async () => {
    signInAs(rwa);
    const seen = stubFetch({
      broadcasts: (request) =>
        request.method === 'GET'
          ? { body: [] }
          : { status: 201, body: sent({ title: 'Fire drill', severity: 'emergency' }) },
    });
    const app = openPage();
    await app.user.type(app.screen.getByLabelText('Title'), 'Fire drill');
    await app.user.type(app.screen.getByLabelText('Message'), 'Assemble at the lawn.');
    await app.user.click(app.screen.getByRole('radio', { name: /^Emergency/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Send emergency broadcast' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Send an emergency broadcast?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(posts(seen)).toHaveLength(0);
    await app.user.click(app.screen.getByRole('button', { name: 'Send emergency broadcast' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Send emergency' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect((posts(seen)[0]!.body as { severity: string }).severity).toBe('emergency');
  });

  it("shows the server's reason when it refuses, and keeps what was written", async () => {
    signInAs(rwa);
    stubFetch({
      broadcasts: (request) =>
        request.method === 'GET'
          ? { body: [] }
          : { status: 400, body: { detail: 'Title must be at most 200 characters' } },
    });
    const app = openPage();
    await app.user.type(app.screen.getByLabelText('Title'), 'Notice');
    await app.user.type(app.screen.getByLabelText('Message'), 'Body');
    await app.user.click(app.screen.getByRole('button', { name: 'Send broadcast' }));
    const refusal = await app.screen.findByText('Title must be at most 200 characters');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(app.screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Notice');
  });
});
