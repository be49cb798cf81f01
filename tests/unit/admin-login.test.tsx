import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../contract';
import { stubFetch } from './support/fetch';
import { openLogin, requestCode, stored, verifyWith } from './support/login';

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

const sent = { body: { message: 'OTP sent' } };
const ADMIN = '/login?role=RWA';

describe('admin login (SPEC.md §2 /login, §6)', () => {
  it('asks the RWA for the phone only, and swaps to the resident form by link', async () => {
    const app = await openLogin(ADMIN);
    expect(app.screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(app.screen.queryByLabelText('Apartment number')).toBeNull();
    await app.user.click(app.screen.getByRole('link', { name: 'Resident Login' }));
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(app.screen.getByLabelText('Apartment number')).toBeTruthy();
    await app.user.click(app.screen.getByRole('link', { name: 'Admin Login' }));
    await waitFor(() => expect(app.location()).toBe(ADMIN));
  });

  it('refuses a verify whose role is not rwa with the RWA-access message and stores no session', async () => {
    stubFetch({
      'rwa/rwa-generate-otp': sent,
      'rwa/rwa-verify-otp': {
        body: { role: 'member', token: 't', device_token: 'd', name: 'Asha', email: null },
      },
    });
    const app = await verifyWith(ADMIN);
    const alert = await app.screen.findByText(messages.noRwaAccess);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(stored()).toBeNull();
    expect(app.location()).toBe(ADMIN);
  });

  it('shows the RWA-access message the server sends with a 403', async () => {
    stubFetch({
      'rwa/rwa-generate-otp': sent,
      'rwa/rwa-verify-otp': { status: 403, body: { detail: messages.noRwaAccess } },
    });
    const app = await verifyWith(ADMIN);
    await app.screen.findByText(messages.noRwaAccess);
    expect(stored()).toBeNull();
  });

  it('falls back to the verification retry sentence when the server gives no detail', async () => {
    stubFetch({ 'rwa/rwa-generate-otp': sent, 'rwa/rwa-verify-otp': { status: 502 } });
    const app = await verifyWith(ADMIN);
    await app.screen.findByText(messages.verifyFailedRetry);
  });

  it('stores an RWA session and lands on the dashboard', async () => {
    const seen = stubFetch({
      'rwa/rwa-generate-otp': sent,
      'rwa/rwa-verify-otp': {
        body: {
          role: 'rwa',
          token: 'rwa-token',
          device_token: 'd',
          name: 'Ravi',
          email: 'r@x.in',
        },
      },
    });
    const app = await verifyWith(ADMIN, '9000000001');
    await app.screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(app.location()).toBe('/admin');
    expect(seen[0]?.body).toEqual({ phone_number: '9000000001' });
    expect(stored()).toEqual({
      isAuthenticated: true,
      token: 'rwa-token',
      user: {
        id: '9000000001',
        name: 'Ravi',
        email: 'r@x.in',
        role: 'RWA',
        apartmentNumber: '',
        canBookSports: false,
      },
    });
  });

  it("holds Resend OTP for the server's cooldown", async () => {
    let calls = 0;
    stubFetch({
      'rwa/rwa-generate-otp': () =>
        ++calls === 1 ? sent : { status: 429, body: { detail: messages.otpCooldown(30) } },
    });
    const app = await requestCode(ADMIN);
    await app.screen.findByLabelText('OTP');
    const resend = app.screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement;
    await app.user.click(resend);
    await app.screen.findByText(messages.otpCooldown(30));
    expect(resend.disabled).toBe(true);
    expect(app.screen.getByText(/another code in 30 s/)).toBeTruthy();
  });
});
