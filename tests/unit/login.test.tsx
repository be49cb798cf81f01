import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../contract';
import { clearSession } from '../../src/api/session';
import { stubFetch } from './support/fetch';
import type { SeenRequest } from './support/fetch';
import { describedBy, openLogin, requestCode, stored, verifyWith } from './support/login';

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
const memberAnswer = {
  token: 'member-token',
  device_token: 'device-token-of-9000000002',
  name: null,
  email: null,
  member_status: 'inactive',
  is_active: true,
  role: 'member',
  apartment_number: 'A101',
};

const signingIn = (request: SeenRequest) => /otp$/.test(request.url);
const deviceHeader = (request: SeenRequest) => request.headers.get('Gatehouse-Device');

describe('login form (SPEC.md §5 Login)', () => {
  it('cleans the phone to 10 digits and the apartment to uppercase letters and digits as typed', async () => {
    const app = await openLogin();
    const phone = app.screen.getByLabelText('Phone number') as HTMLInputElement;
    const apartment = app.screen.getByLabelText('Apartment number') as HTMLInputElement;
    await app.user.type(phone, '+91 (900) 000-00021234');
    await app.user.type(apartment, 'a-10 1b');
    expect(phone.value).toBe('9190000000');
    expect(apartment.value).toBe('A101B');
    expect(phone.getAttribute('inputmode')).toBe('numeric');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
  });

  it('shows the exact validation messages tied to their fields, and sends nothing', async () => {
    const seen = stubFetch({});
    const app = await openLogin();
    await app.user.type(app.screen.getByLabelText('Phone number'), '98765');
    await app.user.click(app.screen.getByRole('button', { name: 'Send OTP' }));
    const phone = app.screen.getByLabelText('Phone number');
    const apartment = app.screen.getByLabelText('Apartment number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toContain(messages.phoneDigits);
    expect(describedBy(apartment)).toContain(messages.apartmentRequired);
    expect(document.activeElement).toBe(phone);
    expect(seen).toHaveLength(0);
  });

  it('asks for a 6-digit OTP before verifying', async () => {
    const seen = stubFetch({ 'auth/generate-otp': sent });
    const app = await openLogin();
    await app.user.type(app.screen.getByLabelText('Phone number'), '9000000002');
    await app.user.type(app.screen.getByLabelText('Apartment number'), 'A101');
    await app.user.click(app.screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await app.screen.findByLabelText('OTP');
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(app.screen.getByText('9000000002')).toBeTruthy();
    await app.user.type(otp, '12a3');
    await app.user.click(app.screen.getByRole('button', { name: 'Verify OTP' }));
    expect(describedBy(otp)).toContain(messages.otpDigits);
    expect(seen).toHaveLength(1);
  });

  it("shows the server's 'User not found' as the longer sentence", async () => {
    stubFetch({ 'auth/generate-otp': { status: 404, body: { detail: 'User not found' } } });
    const app = await requestCode();
    const alert = await app.screen.findByText(messages.userNotFoundShown);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });

  it('falls back to the retry sentence when sending fails without a detail', async () => {
    stubFetch({ 'auth/generate-otp': { status: 500 } });
    const app = await requestCode();
    await app.screen.findByText(messages.sendOtpFailedRetry);
  });

  it('shows the server detail of a failed verify, and Back returns to the request step', async () => {
    stubFetch({
      'auth/generate-otp': sent,
      'auth/verify-otp': { status: 400, body: { detail: 'Invalid OTP' } },
    });
    const app = await requestCode();
    await app.user.type(await app.screen.findByLabelText('OTP'), '000000');
    await app.user.click(app.screen.getByRole('button', { name: 'Verify OTP' }));
    await app.screen.findByText('Invalid OTP');
    expect(stored()).toBeNull();
    await app.user.click(app.screen.getByRole('button', { name: 'Back' }));
    expect((app.screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe(
      '9000000002',
    );
  });

  it('stores the session of SPEC.md §3 and goes home after a resident verifies', async () => {
    const seen = stubFetch({
      'auth/generate-otp': sent,
      'auth/verify-otp': { body: memberAnswer },
    });
    const app = await verifyWith('/login');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(seen[1]?.body).toEqual({
      phone_number: '9000000002',
      otp: '123456',
      apartment_number: 'A101',
    });
    expect(stored()).toEqual({
      isAuthenticated: true,
      token: 'member-token',
      user: {
        id: '9000000002',
        name: 'A101 Resident',
        email: '',
        role: 'MEMBER',
        apartmentNumber: 'A101',
        canBookSports: false, // inactive status, even though is_active is true
      },
    });
  });

  it("keeps this device's token after a sign-in and sends it on both steps of the next one, after a logout too", async () => {
    const first = stubFetch({
      'auth/generate-otp': sent,
      'auth/verify-otp': { body: memberAnswer },
    });
    const app = await verifyWith('/login');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(first.filter(signingIn).map(deviceHeader)).toEqual([null, null]);
    cleanup();
    clearSession();

    const next = stubFetch({
      'auth/generate-otp': sent,
      'auth/verify-otp': { body: { ...memberAnswer, device_token: 'renewed' } },
    });
    const again = await verifyWith('/login');
    await waitFor(() => expect(again.location()).toBe('/'));
    expect(next.filter(signingIn).map(deviceHeader)).toEqual([
      'device-token-of-9000000002',
      'device-token-of-9000000002',
    ]);
    // Another person on this phone has a token of their own: none yet.
    cleanup();
    clearSession();
    const other = stubFetch({ 'auth/generate-otp': sent });
    await requestCode('/login', '9000000004');
    expect(other[0]?.headers.get('Gatehouse-Device')).toBeNull();
  });

  it('lets an active member book sports and returns to where they came from', async () => {
    const active = { ...memberAnswer, member_status: 'active', name: 'Asha Rao' };
    stubFetch({ 'auth/generate-otp': sent, 'auth/verify-otp': { body: active } });
    const app = await verifyWith('/login?from=%2Fdocuments');
    await app.screen.findByRole('heading', { name: 'My Documents' });
    expect(stored()?.user).toMatchObject({ name: 'Asha Rao', canBookSports: true });
  });

  it('ignores a from that leaves the site', async () => {
    stubFetch({ 'auth/generate-otp': sent, 'auth/verify-otp': { body: memberAnswer } });
    const app = await verifyWith('/login?from=%2F%2Fevil.example');
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('keeps Send OTP busy and disabled while the request is on its way', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    stubFetch({ 'auth/generate-otp': () => new Promise((resolve) => (answer = resolve)) });
    const app = await requestCode();
    const button = app.screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer(sent);
    await app.screen.findByLabelText('OTP');
  });
});
