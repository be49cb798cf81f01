import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QUERY_CACHE_KEY } from '../../../src/api/query-persistence';
import { member, renderApp, signInAs } from '../support/render-app';
import '../support/layout-mocks';
import { queued, resetDeviceData } from './support';

beforeEach(resetDeviceData);

describe('pending count in the top bar', () => {
  it("counts the signed-in user's unsent items (not sent ones, not another user's)", async () => {
    await queued('pending', member.id);
    await queued('rejected', member.id);
    await queued('needsAuth', member.id);
    await queued('sent', member.id, { sentAt: Date.now() });
    await queued('pending', 'someone-else');
    signInAs(member);
    const app = renderApp('/');
    const badge = await within(await app.screen.findByRole('banner')).findByRole('link', {
      name: '3 waiting to send',
    });
    expect(badge.getAttribute('href')).toBe('/offline-data');
  });

  it('shows no badge when nothing waits', async () => {
    signInAs(member);
    const app = renderApp('/');
    await app.screen.findByRole('heading', { name: 'Welcome home' });
    await app.screen.findByRole('link', { name: 'Offline data' });
    expect(app.screen.queryByRole('link', { name: /waiting to send/ })).toBeNull();
  });

  it('forgets the saved query cache on logout', async () => {
    localStorage.setItem(QUERY_CACHE_KEY, '{"clientState":{}}');
    signInAs(member);
    const app = renderApp('/');
    const bar = within(await app.screen.findByRole('banner'));
    await app.user.click(bar.getByRole('button', { name: 'Logout' }));
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });
});
