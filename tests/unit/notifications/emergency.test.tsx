import '../support/layout-mocks';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Broadcast } from '../../../contract/notices/broadcasts';
import NoticePage from '../../../src/features/notifications/notice-page';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { stubFetch } from '../support/fetch';
import { member, renderApp, rwa, signInAs } from '../support/render-app';
import { aBroadcast, renderPages, resetNotifications } from './support';

beforeEach(resetNotifications);
afterEach(() => reportApiSuccess());

const longBody = `${'Smoke was seen in the basement of Tower B. '.repeat(8)}Please use the stairs.`;

/** The server's broadcasts; POST …/ack acknowledges one for the caller. */
function broadcastServer(list: Broadcast[]) {
  const seen = stubFetch({
    notifications: { body: { notifications: [], unread: 0 } },
    broadcasts: () => ({ body: list }),
    ...Object.fromEntries(
      list.map((item) => [
        `broadcasts/${item.id}/ack`,
        () => {
          item.acknowledged_by_me = true;
          item.acknowledged += 1;
          return { body: item };
        },
      ]),
    ),
    ...Object.fromEntries(list.map((item) => [`broadcasts/${item.id}`, () => ({ body: item })])),
  });
  return seen;
}

describe('the emergency banner (issue 14)', () => {
  it('shows an unacknowledged emergency on every page as an alert, until "I have read this"', async () => {
    const fire = aBroadcast({ id: '9', title: 'Fire drill now', body: longBody });
    const seen = broadcastServer([fire, aBroadcast({ id: '8', severity: 'info', title: 'AGM' })]);
    signInAs(member);
    const app = renderApp('/');

    const alert = await app.screen.findByRole('alert');
    const banner = within(alert);
    expect(banner.getByText('Emergency notice')).toBeTruthy();
    expect(banner.getByRole('heading', { name: 'Fire drill now' })).toBeTruthy();
    // A short body: the full notice is one link away.
    expect(alert.textContent).toContain('Smoke was seen in the basement of Tower B.');
    expect(alert.textContent).not.toContain('Please use the stairs.');
    expect(banner.getByRole('link', { name: 'Read the full notice' }).getAttribute('href')).toBe(
      '/notices/9',
    );
    expect(app.screen.queryByText('AGM')).toBeNull();

    await app.user.click(banner.getByRole('button', { name: 'I have read this' }));
    expect(
      await app.screen.findByText('Thank you. The RWA can see that you have read the notice.'),
    ).toBeTruthy();
    await waitFor(() => expect(app.screen.queryByRole('alert')).toBeNull());
    const acks = seen.filter((request) => request.url.endsWith('/broadcasts/9/ack'));
    expect(acks).toHaveLength(1);
    expect(acks[0]?.method).toBe('POST');
  });

  it('shows an urgent notice as a calmer band, not an alert', async () => {
    broadcastServer([aBroadcast({ id: '5', severity: 'urgent', title: 'Lift maintenance' })]);
    signInAs(member);
    const app = renderApp('/');
    const heading = await app.screen.findByRole('heading', { name: 'Lift maintenance' });
    expect(heading.closest('[role="status"]')).toBeTruthy();
    expect(app.screen.queryByRole('alert')).toBeNull();
    expect(app.screen.getByText('Urgent notice')).toBeTruthy();
  });

  it('shows nothing once the resident has acknowledged it', async () => {
    broadcastServer([aBroadcast({ acknowledged_by_me: true })]);
    signInAs(member);
    const app = renderApp('/');
    await app.screen.findByRole('heading', { name: 'Welcome home' });
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(app.screen.queryByRole('alert')).toBeNull();
  });

  it('is not shown to the RWA', async () => {
    const seen = broadcastServer([aBroadcast()]);
    signInAs(rwa);
    const app = renderApp('/');
    await app.screen.findByRole('heading', { name: 'Welcome home' });
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(app.screen.queryByRole('alert')).toBeNull();
    expect(seen.some((request) => request.url.endsWith('/api/broadcasts'))).toBe(false);
  });

  it('waits for a connection to acknowledge, and says so', async () => {
    broadcastServer([aBroadcast()]);
    signInAs(member);
    const app = renderApp('/');
    const banner = within(await app.screen.findByRole('alert'));
    reportApiFailure();
    const button = await banner.findByRole('button', { name: 'I have read this' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(banner.getByText('You can confirm you have read it when you are online.')).toBeTruthy();
  });
});

describe('the banner once seen (issue 34)', () => {
  const lawn = () => aBroadcast({ id: '9', title: 'Gas leak in Tower B', body: longBody });

  it('folds to one line on the next page, stays until acknowledged, and opens at a tap', async () => {
    const seen = broadcastServer([lawn()]);
    signInAs(member);
    const app = renderApp('/');
    expect(await app.screen.findByRole('alert')).toBeTruthy();

    await act(() => app.router.navigate('/about'));
    const line = await app.screen.findByRole('button', { name: /Gas leak in Tower B/ });
    expect(line.closest('section')?.getAttribute('aria-label')).toBe('Emergency notice');
    expect(app.screen.queryByRole('alert')).toBeNull();
    expect(app.screen.queryByText(/Smoke was seen/)).toBeNull();
    expect(app.screen.queryByRole('button', { name: 'I have read this' })).toBeNull();

    await app.user.click(line);
    const banner = app.screen.getByRole('region', { name: 'Gas leak in Tower B' });
    expect(document.activeElement).toBe(banner);
    expect(banner.textContent).toContain('Smoke was seen in the basement of Tower B.');
    await app.user.click(within(banner).getByRole('button', { name: 'I have read this' }));
    await waitFor(() =>
      expect(app.screen.queryByRole('button', { name: /Gas leak in Tower B/ })).toBeNull(),
    );
    expect(seen.filter((request) => request.url.endsWith('/broadcasts/9/ack'))).toHaveLength(1);
  });

  it('is folded from the start on a later visit, and folds at "Show less" on the first', async () => {
    broadcastServer([lawn()]);
    signInAs(member);
    const first = renderApp('/');
    await first.user.click(
      within(await first.screen.findByRole('alert')).getByRole('button', { name: 'Show less' }),
    );
    expect(first.screen.queryByRole('alert')).toBeNull();
    expect(first.screen.getByRole('button', { name: /Gas leak in Tower B/ })).toBeTruthy();
    cleanup();

    const later = renderApp('/');
    expect(await later.screen.findByRole('button', { name: /Gas leak in Tower B/ })).toBeTruthy();
    expect(later.screen.queryByRole('alert')).toBeNull();
  });

  it('is seen per person: another resident on the same phone sees it in full', async () => {
    broadcastServer([lawn()]);
    signInAs(member);
    renderApp('/');
    await screen.findByRole('alert');
    cleanup();
    signInAs({ ...member, id: '9000000003', name: 'Priya Nair' });
    const other = renderApp('/');
    expect(await other.screen.findByRole('alert')).toBeTruthy();
  });
});

describe('/notices/:id (issue 14)', () => {
  it('shows the notice in full with the same acknowledge button', async () => {
    const fire = aBroadcast({ id: '9', title: 'Fire drill now', body: longBody });
    const seen = broadcastServer([fire]);
    signInAs(member);
    const app = renderPages('/notices/9', { '/notices/:noticeId': NoticePage });
    expect(
      await app.screen.findByRole('heading', { level: 1, name: 'Fire drill now' }),
    ).toBeTruthy();
    expect(app.screen.getByText(/Please use the stairs\./)).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'I have read this' }));
    expect(
      await app.screen.findByText('Thank you. The RWA can see that you have read the notice.'),
    ).toBeTruthy();
    expect(app.screen.queryByRole('button', { name: 'I have read this' })).toBeNull();
    expect(seen.filter((request) => request.url.endsWith('/ack'))).toHaveLength(1);
  });

  it('tells the RWA how many apartments have read it', async () => {
    broadcastServer([aBroadcast({ acknowledged: 2, recipients: 3 })]);
    signInAs(rwa);
    const app = renderPages('/notices/9', { '/notices/:noticeId': NoticePage });
    expect(await app.screen.findByText('2 of 3 apartments have read this.')).toBeTruthy();
    expect(app.screen.queryByRole('button', { name: 'I have read this' })).toBeNull();
  });

  it('says when a notice is gone', async () => {
    stubFetch({ 'broadcasts/4': { status: 404, body: { detail: 'Notice not found' } } });
    signInAs(member);
    const app = renderPages('/notices/4', { '/notices/:noticeId': NoticePage });
    expect((await app.screen.findByRole('alert')).textContent).toBe(
      'This notice is no longer available.',
    );
  });
});
