import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../contract';
import { callApi } from '../../src/api/client';
import { stubFetch } from './support/fetch';
import { member, renderApp, rwa, signInAs } from './support/render-app';

vi.mock(
  '../../src/app/pwa/update-prompt',
  async () => (await import('./support/app-mocks')).pwaUpdatePrompt,
);
vi.mock(
  '../../src/app/pwa/install-banner',
  async () => (await import('./support/app-mocks')).pwaInstallBanner,
);
vi.mock(
  '../../src/features/home/home-page',
  async () => (await import('./support/app-mocks')).homePage,
);
vi.mock(
  '../../src/features/about/about-page',
  async () => (await import('./support/app-mocks')).aboutPage,
);
vi.mock(
  '../../src/features/contact/contact-page',
  async () => (await import('./support/app-mocks')).contactPage,
);

describe('route access (SPEC.md §2)', () => {
  it('sends a stranger on a login-required route to /login, remembering the path and query', async () => {
    const app = renderApp('/facilities?category=sports');
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(app.location()).toBe('/login?from=%2Ffacilities%3Fcategory%3Dsports');
  });

  it('lets a signed-in member open a login-required page', async () => {
    signInAs(member);
    const app = renderApp('/documents');
    await app.screen.findByRole('heading', { name: 'My Documents' });
    expect(app.location()).toBe('/documents');
  });

  it('sends a member who opens /admin to the home page', async () => {
    signInAs(member);
    const app = renderApp('/admin/users');
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('sends a stranger who opens /admin to Admin Login, coming back after it', async () => {
    const app = renderApp('/admin/users');
    await app.screen.findByRole('heading', { name: 'Admin Login' });
    expect(app.location()).toBe('/login?role=RWA&from=%2Fadmin%2Fusers');
  });

  it('lets the RWA open the dashboard and every admin page', async () => {
    signInAs(rwa);
    const app = renderApp('/admin');
    await app.screen.findByRole('heading', { name: 'Admin Dashboard' });
    await app.user.click(app.screen.getByRole('link', { name: 'Lost & Found Management' }));
    await app.screen.findByRole('heading', { name: 'Lost & Found Management' });
    expect(app.location()).toBe('/admin/lost-found');
    expect(document.title).toBe('Lost & Found Management · Gatehouse');
  });

  it('redirects /rwa-login to the admin login', async () => {
    const app = renderApp('/rwa-login');
    await app.screen.findByRole('heading', { name: 'Admin Login' });
    expect(app.location()).toBe('/login?role=RWA');
  });

  it('redirects a signed-in member away from /login to home', async () => {
    signInAs(member);
    const app = renderApp('/login');
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('redirects a signed-in RWA away from /login to the dashboard', async () => {
    signInAs(rwa);
    const app = renderApp('/login?role=RWA');
    await app.screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(app.location()).toBe('/admin');
  });

  it('shows a friendly 404 with a link home for an unknown URL', async () => {
    const app = renderApp('/no-such-page');
    await app.screen.findByRole('heading', { name: 'Page not found' });
    await app.user.click(app.screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('titles the facilities page by its category', async () => {
    signInAs(member);
    const app = renderApp('/facilities?category=banquet');
    await app.screen.findByRole('heading', { name: 'Banquet Hall', level: 1 });
    await waitFor(() => expect(document.title).toBe('Banquet Hall · Gatehouse'));
  });
});

describe('a token the server rejects', () => {
  it('signs the user out and sends them to login, to come back after it', async () => {
    signInAs(member);
    const app = renderApp('/golf-cart');
    await app.screen.findByRole('heading', { name: 'Golf Cart Service' });
    stubFetch({ 'auth/me': { status: 401, body: { detail: 'Your session has expired.' } } });
    await expect(callApi(api.me)).rejects.toThrow('Your session has expired.');
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(app.location()).toBe('/login?from=%2Fgolf-cart');
  });
});
