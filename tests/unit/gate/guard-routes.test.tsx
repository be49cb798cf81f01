import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../src/api/session';
import { stubFetch } from '../support/fetch';
import { member, renderApp, rwa, signInAs } from '../support/render-app';
import { guard, snapshot } from './passes';

vi.mock(
  '../../../src/app/pwa/update-prompt',
  async () => (await import('../support/app-mocks')).pwaUpdatePrompt,
);
vi.mock(
  '../../../src/app/pwa/install-banner',
  async () => (await import('../support/app-mocks')).pwaInstallBanner,
);
vi.mock(
  '../../../src/features/home/home-page',
  async () => (await import('../support/app-mocks')).homePage,
);

const slow = { timeout: 5_000 };

describe('a guard sees the gate desk and nothing else (issue 17)', () => {
  it('sends a guard from any other page to /gate', async () => {
    signInAs(guard);
    stubFetch({ 'gate/desk': { body: snapshot() } });
    const app = renderApp('/documents');
    await app.screen.findByRole('heading', { name: 'Gate desk' }, slow);
    expect(app.location()).toBe('/gate');
  });

  it('shows the guard only "Gate desk" and "Logout" to navigate by', async () => {
    signInAs(guard);
    stubFetch({ 'gate/desk': { body: snapshot() } });
    const app = renderApp('/gate');
    await app.screen.findByRole('heading', { name: 'Gate desk' }, slow);
    const nav = within(app.screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Gate desk']);
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual(['Logout']);
    expect(app.screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('logs the guard out to the Gate Login, with the session gone', async () => {
    signInAs(guard);
    stubFetch({ 'gate/desk': { body: snapshot() } }, 'network-error');
    const app = renderApp('/gate');
    await app.screen.findByRole('heading', { name: 'Gate desk' }, slow);
    await app.user.click(app.screen.getByRole('button', { name: 'Logout' }));
    await app.screen.findByRole('heading', { name: 'Gate Login' });
    expect(app.location()).toBe('/login?role=GUARD');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('sends a resident and the RWA who open /gate home', async () => {
    for (const person of [member, rwa]) {
      signInAs(person);
      const app = renderApp('/gate');
      await waitFor(() => expect(app.location()).toBe('/'));
      app.router.dispose();
    }
  });

  it('sends a stranger (a shift whose session ended) to the Gate Login', async () => {
    const app = renderApp('/gate');
    await app.screen.findByRole('heading', { name: 'Gate Login' });
    expect(app.location()).toBe('/login?role=GUARD&from=%2Fgate');
  });
});
