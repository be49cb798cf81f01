import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../contract/sign-in/auth';
import { callApi } from '../../src/api/client';
import { finishEndingSession } from '../../src/api/end-session';
import { QUERY_CACHE_KEY } from '../../src/api/query-persistence';
import { getSession } from '../../src/api/session';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { db } from '../../src/offline/db';
import { getFile, saveFile } from '../../src/offline/files';
import { queued, resetDeviceData } from './offline-ui/support';
import { stubFetch } from './support/fetch';
import { member, renderApp, signInAs } from './support/render-app';

vi.mock(
  '../../src/app/pwa/update-prompt',
  async () => (await import('./support/app-mocks')).pwaUpdatePrompt,
);
vi.mock(
  '../../src/app/pwa/install-banner',
  async () => (await import('./support/app-mocks')).pwaInstallBanner,
);
vi.mock(
  '../../src/features/about/about-page',
  async () => (await import('./support/app-mocks')).aboutPage,
);

beforeEach(resetDeviceData);
afterEach(() => reportApiSuccess());

async function open(path: string) {
  const app = renderApp(path);
  await app.screen.findByRole('heading', { level: 1 });
  return app;
}

const bar = (app: Awaited<ReturnType<typeof open>>) => within(app.screen.getByRole('banner'));

describe('Logout', () => {
  it('tells the server to end this token, then forgets the session and goes to /login', async () => {
    signInAs(member, 'phone-token');
    const seen = stubFetch({ 'auth/logout': { body: { message: 'Signed out' } } });
    const app = await open('/about');
    await app.user.click(bar(app).getByRole('button', { name: 'Logout' }));
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    const sent = seen.find((request) => request.url.endsWith('auth/logout'));
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Authorization')).toBe('Bearer phone-token');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('signs out at once when the server does not answer, and offline sends nothing', async () => {
    signInAs(member);
    // Offline: nothing answers, so no background call can report the network back meanwhile.
    const seen = stubFetch({ 'auth/logout': () => new Promise(() => undefined) }, 'network-error');
    const app = await open('/about');
    reportApiFailure();
    await app.user.click(bar(app).getByRole('button', { name: 'Logout' }));
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(seen.filter((request) => request.url.endsWith('auth/logout'))).toHaveLength(0);
    expect(getSession().isAuthenticated).toBe(false);
  });
});

describe('a token the server refuses (401)', () => {
  it('clears the session, cached answers and saved papers, but keeps the outbox', async () => {
    signInAs(member, 'dead-token');
    const waiting = await queued('pending', member.id);
    await saveFile('document:7', new ArrayBuffer(8), 'application/pdf');
    localStorage.setItem(QUERY_CACHE_KEY, '{"clientState":{}}');
    const app = await open('/about');
    app.queryClient.setQueryData(['bookings', member.id], ['secret']);
    stubFetch({ 'auth/me': { status: 401, body: { detail: 'Your session has expired.' } } });

    await expect(callApi(auth.me)).rejects.toThrow('Your session has expired.');

    expect(getSession().isAuthenticated).toBe(false);
    expect(app.queryClient.getQueryData(['bookings', member.id])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
    await waitFor(async () => expect(await getFile('document:7')).toBeUndefined());
    expect((await db.outbox.get(waiting.id))?.status).toBe('pending');
  });

  it('finishes forgetting the papers on the next start when the page went away first', async () => {
    await saveFile('document:8', new ArrayBuffer(8), 'application/pdf');
    localStorage.setItem('gatehouse-forget-papers', '1');

    finishEndingSession();

    await waitFor(async () => expect(await getFile('document:8')).toBeUndefined());
    await waitFor(() => expect(localStorage.getItem('gatehouse-forget-papers')).toBeNull());
  });

  it('leaves a newer session alone when an old call comes back 401', async () => {
    signInAs(member, 'old-token');
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    stubFetch({ 'auth/me': () => new Promise((resolve) => (answer = resolve)) });
    const call = callApi(auth.me);
    signInAs(member, 'new-token');
    answer({ status: 401, body: { detail: 'Your session has expired.' } });
    await expect(call).rejects.toThrow();
    expect(getSession().token).toBe('new-token');
  });
});

describe('Sign out on all devices', () => {
  it('asks first, ends every session on the server, then signs this phone out', async () => {
    signInAs(member);
    const seen = stubFetch({ 'auth/sign-out-everywhere': { body: { message: 'Signed out' } } });
    const app = await open('/about');
    await app.user.click(app.screen.getByRole('button', { name: 'Menu' }));
    const menu = within(app.screen.getByRole('navigation', { name: 'Mobile' }));
    await app.user.click(menu.getByRole('button', { name: 'Sign out on all devices' }));
    const dialog = within(app.screen.getByRole('alertdialog'));
    const everywhere = () => seen.filter((r) => r.url.endsWith('auth/sign-out-everywhere'));
    expect(everywhere()).toHaveLength(0);
    await app.user.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(everywhere().map((request) => request.method)).toEqual(['POST']);
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('keeps this phone signed in and says so when the server cannot be reached', async () => {
    signInAs(member);
    stubFetch({ 'auth/sign-out-everywhere': { status: 500, body: { detail: 'Try later.' } } });
    const app = await open('/about');
    await app.user.click(app.screen.getByRole('button', { name: 'Menu' }));
    const menu = within(app.screen.getByRole('navigation', { name: 'Mobile' }));
    await app.user.click(menu.getByRole('button', { name: 'Sign out on all devices' }));
    const dialog = within(app.screen.getByRole('alertdialog'));
    await app.user.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await dialog.findByText('Try later.')).toBeTruthy();
    expect(getSession().isAuthenticated).toBe(true);
  });
});
