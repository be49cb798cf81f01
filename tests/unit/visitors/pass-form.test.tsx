import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import type { PassFields } from '../../../contract/gate/visitors';
import { passOfflineMessage } from '../../../src/features/visitors/pass-form';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { atNow, backOnline, goOffline, guestPass, openVisitors, QR_PNG, setInput } from './support';

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => QR_PNG) }));

beforeEach(() => {
  atNow();
  signInAs(member);
});
afterEach(() => backOnline());

/** A server that makes the pass it is sent (code 482913) and lists nothing else. */
function passServer() {
  return stubFetch({
    'visitors/passes': (request) =>
      request.method === 'POST'
        ? { body: { ...guestPass, ...(request.body as PassFields) } }
        : { body: [] },
    'gate/walk-ins': { body: [] },
    'visitors/attendance': { body: [] },
  });
}

const posts = (seen: SeenRequest[]) =>
  seen.filter((r) => r.method === 'POST' && r.url.includes('visitors/passes'));

describe('/visitors New pass (issue 17)', () => {
  it('sends a guest pass with its window as India instants (+05:30)', async () => {
    const seen = passServer();
    const app = openVisitors();
    const form = within(await app.screen.findByRole('form', { name: 'New pass' }));
    await app.user.click(form.getByRole('radio', { name: 'Guest' }));
    await app.user.type(form.getByLabelText("Visitor's name"), 'Meena Iyer');
    await app.user.type(form.getByLabelText('Phone (optional)'), '98765-43210');
    setInput(form.getByLabelText('Date'), '2026-11-25');
    setInput(form.getByLabelText('From'), '18:00');
    setInput(form.getByLabelText('Until'), '22:00');
    setInput(form.getByLabelText('People'), '2');
    await app.user.type(form.getByLabelText('Vehicle (optional)'), 'KA01AB1234');
    await app.user.click(form.getByRole('button', { name: 'Create pass' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.body).toEqual({
      kind: 'guest',
      name: 'Meena Iyer',
      phone: '9876543210',
      valid_from: '2026-11-25T18:00:00+05:30',
      valid_until: '2026-11-25T22:00:00+05:30',
      people: 2,
      vehicle: 'KA01AB1234',
      note: '',
    });
    expect(await app.screen.findByText(messages.passCreated)).toBeTruthy();
    // The form starts afresh for the next visitor.
    expect(form.getByLabelText<HTMLInputElement>("Visitor's name").value).toBe('');
  });

  it('sends a daily help pass with its days, hours and first and last dates', async () => {
    const seen = passServer();
    const app = openVisitors();
    const form = within(await app.screen.findByRole('form', { name: 'New pass' }));
    await app.user.click(form.getByRole('radio', { name: 'Daily help' }));
    expect(form.queryByLabelText('Date')).toBeNull();
    await app.user.type(form.getByLabelText("Visitor's name"), 'Sunita');
    await app.user.click(form.getByRole('checkbox', { name: 'Sat' }));
    await app.user.click(form.getByRole('checkbox', { name: 'Mon' }));
    setInput(form.getByLabelText('From'), '08:00');
    setInput(form.getByLabelText('Until'), '10:30');
    setInput(form.getByLabelText('Starting'), '2026-11-25');
    setInput(form.getByLabelText('Ending'), '2027-02-28');
    await app.user.click(form.getByRole('button', { name: 'Create pass' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.body).toMatchObject({
      kind: 'daily_help',
      name: 'Sunita',
      valid_from: '2026-11-25T08:00:00+05:30',
      valid_until: '2027-02-28T10:30:00+05:30',
      days: ['mon', 'sat'],
      people: 1,
    });
  });

  it('shows a window rule’s sentence under its field and sends nothing', async () => {
    const seen = passServer();
    const app = openVisitors();
    const form = within(await app.screen.findByRole('form', { name: 'New pass' }));
    await app.user.click(form.getByRole('radio', { name: 'Cab' }));
    await app.user.type(form.getByLabelText("Visitor's name"), 'Uber');
    // 17:30 now: a cab at 21:00 is more than two hours ahead.
    setInput(form.getByLabelText('Date'), '2026-11-24');
    setInput(form.getByLabelText('From'), '21:00');
    setInput(form.getByLabelText('Until'), '22:00');
    await app.user.click(form.getByRole('button', { name: 'Create pass' }));
    const from = form.getByLabelText('From');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const said = document.getElementById(from.getAttribute('aria-describedby') ?? '');
    expect(said?.textContent).toBe(messages.cabTooFarAhead);
    // An end before its start is said under Until.
    setInput(form.getByLabelText('From'), '18:00');
    setInput(form.getByLabelText('Until'), '17:45');
    await app.user.click(form.getByRole('button', { name: 'Create pass' }));
    expect(await form.findByText(messages.passWindowOrder)).toBeTruthy();
    expect(form.getByLabelText('Until').getAttribute('aria-invalid')).toBe('true');
    expect(posts(seen)).toHaveLength(0);
  });

  it('asks for a name and for daily help’s days in the contract’s words', async () => {
    const seen = passServer();
    const app = openVisitors();
    const form = within(await app.screen.findByRole('form', { name: 'New pass' }));
    await app.user.click(form.getByRole('radio', { name: 'Daily help' }));
    await app.user.click(form.getByRole('button', { name: 'Create pass' }));
    expect(await form.findByText(messages.passNameRequired)).toBeTruthy();
    expect(form.getByText(messages.helpDaysRequired)).toBeTruthy();
    expect(posts(seen)).toHaveLength(0);
  });

  it('offline, says a pass needs a connection and cannot be sent', async () => {
    passServer();
    const app = openVisitors();
    const button = await app.screen.findByRole<HTMLButtonElement>('button', {
      name: 'Create pass',
    });
    goOffline();
    await waitFor(() => expect(button.disabled).toBe(true));
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(passOfflineMessage);
  });

  it('shows the server’s reason when the pass is refused', async () => {
    stubFetch({
      'visitors/passes': (request) =>
        request.method === 'POST'
          ? { status: 422, body: { detail: messages.guestTooFarAhead } }
          : { body: [] },
      'gate/walk-ins': { body: [] },
      'visitors/attendance': { body: [] },
    });
    const app = openVisitors();
    const form = within(await app.screen.findByRole('form', { name: 'New pass' }));
    await app.user.type(form.getByLabelText("Visitor's name"), 'Meena Iyer');
    await app.user.click(form.getByRole('button', { name: 'Create pass' }));
    expect(await app.screen.findByText(messages.guestTooFarAhead)).toBeTruthy();
    expect(form.getByLabelText<HTMLInputElement>("Visitor's name").value).toBe('Meena Iyer');
  });
});
