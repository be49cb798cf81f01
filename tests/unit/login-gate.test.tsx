import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from './support/fetch';
import { openLogin, stored } from './support/login';
import { renderApp } from './support/render-app';
import { snapshot } from './gate/passes';

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

const guardAnswer = {
  token: 'guard-token',
  device_token: 'device-token-of-guard',
  role: 'guard',
  name: 'Ramesh Kumar',
};

async function signInAtTheGate() {
  const seen = stubFetch({
    'gate/generate-otp': { body: { message: 'OTP sent successfully' } },
    'gate/verify-otp': { body: guardAnswer },
    'gate/desk': { body: snapshot() },
  });
  const app = await openLogin('/login?role=GUARD');
  await app.user.type(app.screen.getByLabelText('Phone number'), '9000000005');
  await app.user.click(app.screen.getByRole('button', { name: 'Send OTP' }));
  await app.user.type(await app.screen.findByLabelText('OTP'), '123456');
  await app.user.click(app.screen.getByRole('button', { name: 'Verify OTP' }));
  return { app, seen };
}

describe('Gate Login (issue 17)', () => {
  it('is a third mode of /login that asks only for the phone', async () => {
    const app = await openLogin('/login?role=GUARD');
    expect(app.screen.getByRole('heading', { level: 1 }).textContent).toBe('Gate Login');
    expect(app.screen.queryByLabelText('Apartment number')).toBeNull();
    expect(app.screen.getByRole('link', { name: 'Resident Login' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('leaves the other two modes their titles, and the resident mode links to it', async () => {
    const app = await openLogin('/login');
    expect(app.screen.getByRole('heading', { level: 1 }).textContent).toBe('Resident Login');
    expect(app.screen.getByRole('link', { name: 'Gate Login' }).getAttribute('href')).toBe(
      '/login?role=GUARD',
    );
    expect(app.screen.getByRole('link', { name: 'Admin Login' })).toBeTruthy();
  });

  it("signs a guard in through the gate's calls as role GUARD and opens the gate desk", async () => {
    const { app, seen } = await signInAtTheGate();
    // The desk's chunk is the first to load in this file: give it time to compile.
    await app.screen.findByRole('heading', { name: 'Gate desk' }, { timeout: 5_000 });
    expect(app.location()).toBe('/gate');
    expect(seen.slice(0, 2).map((request) => [request.url, request.body])).toEqual([
      ['/api/gate/generate-otp', { phone_number: '9000000005' }],
      ['/api/gate/verify-otp', { phone_number: '9000000005', otp: '123456' }],
    ]);
    expect(stored()).toEqual({
      isAuthenticated: true,
      token: 'guard-token',
      user: {
        id: '9000000005',
        name: 'Ramesh Kumar',
        email: '',
        role: 'GUARD',
        apartmentNumber: '',
        canBookSports: false,
      },
    });
  });

  it('goes to the gate desk whatever page the guard came from', async () => {
    stubFetch({
      'gate/generate-otp': { body: { message: 'sent' } },
      'gate/verify-otp': { body: guardAnswer },
      'gate/desk': { body: snapshot() },
    });
    const app = renderApp('/login?role=GUARD&from=%2Fdocuments');
    await app.user.type(await app.screen.findByLabelText('Phone number'), '9000000005');
    await app.user.click(app.screen.getByRole('button', { name: 'Send OTP' }));
    await app.user.type(await app.screen.findByLabelText('OTP'), '123456');
    await app.user.click(app.screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(app.location()).toBe('/gate'));
  });

  it("shows the server's refusal of a phone that is not a guard's, and signs nobody in", async () => {
    stubFetch({
      'gate/generate-otp': { body: { message: 'sent' } },
      'gate/verify-otp': { status: 403, body: { detail: 'This phone has no access to the gate' } },
    });
    const app = await openLogin('/login?role=GUARD');
    await app.user.type(app.screen.getByLabelText('Phone number'), '9000000002');
    await app.user.click(app.screen.getByRole('button', { name: 'Send OTP' }));
    await app.user.type(await app.screen.findByLabelText('OTP'), '123456');
    await app.user.click(app.screen.getByRole('button', { name: 'Verify OTP' }));
    const alert = await app.screen.findByText('This phone has no access to the gate');
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByText(/no access/),
    ).toBeTruthy();
    expect(stored()).toBeNull();
  });
});
