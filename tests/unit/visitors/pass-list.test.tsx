import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import type { VisitorPass } from '../../../contract/gate/visitors';
import { passStateBadge, passWindow } from '../../../src/features/visitors/pass-format';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { atNow, backOnline, goOffline, guestPass, NOW, openVisitors, QR_PNG } from './support';

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => QR_PNG) }));

beforeEach(() => {
  atNow();
  signInAs(member);
});
afterEach(() => backOnline());

const arrived: VisitorPass = {
  ...guestPass,
  id: '42',
  name: 'Kiran',
  code: '730021',
  state: 'arrived',
  arrived_at: '2026-11-24T05:12:00.000Z',
};
const left: VisitorPass = {
  ...arrived,
  id: '43',
  name: 'Zomato',
  kind: 'delivery',
  state: 'left',
  left_at: '2026-11-24T06:00:00.000Z',
};
const help: VisitorPass = {
  ...guestPass,
  id: '44',
  kind: 'daily_help',
  name: 'Sunita',
  code: '118204',
  state: 'active',
  days: ['sat', 'mon', 'wed'],
  valid_from: '2026-11-01T02:30:00.000Z',
  valid_until: '2027-01-31T05:00:00.000Z',
};
const expired: VisitorPass = { ...guestPass, id: '45', name: 'Old guest', state: 'expired' };
const revoked: VisitorPass = { ...guestPass, id: '46', name: 'Not coming', state: 'revoked' };

/** Lists `passes`; revoking pass 41 answers `refusal`, or revokes it for good. */
function listServer(passes: VisitorPass[], refusal?: { status: number; body: unknown }) {
  let list = passes;
  const revoked41: VisitorPass = {
    ...guestPass,
    state: 'revoked',
    revoked_at: '2026-11-24T12:01:00.000Z',
  };
  return stubFetch({
    'visitors/passes': () => ({ body: list }),
    'visitors/passes/41': () => {
      if (refusal) return refusal;
      list = list.map((pass) => (pass.id === '41' ? revoked41 : pass));
      return { body: revoked41 };
    },
    'gate/walk-ins': { body: [] },
    'visitors/attendance': { body: [] },
  });
}

const cardOf = async (app: ReturnType<typeof openVisitors>, name: string) => {
  const list = await app.screen.findByRole('list', { name: 'Your passes' });
  return within(within(list).getByRole('heading', { name }).closest('li')!);
};

describe('/visitors Your passes (issue 17)', () => {
  it('says where each pass stands, in India time', () => {
    const badge = (pass: VisitorPass) => passStateBadge(pass, NOW).text;
    expect([guestPass, arrived, left, help, expired, revoked].map(badge)).toEqual([
      'Expected',
      'Arrived 10:42 AM',
      'Left 11:30 AM',
      'Active',
      'Expired',
      'Revoked',
    ]);
    expect(passStateBadge({ ...arrived, arrived_at: '2026-11-20T05:12:00.000Z' }, NOW).text).toBe(
      'Arrived Fri 20 Nov at 10:42 AM',
    );
    expect(passWindow(guestPass)).toBe('Tue 24 Nov · 6:00 PM–10:00 PM');
    expect(passWindow(help)).toBe(
      'Mon, Wed, Sat · 8:00 AM–10:30 AM · Sun 1 Nov to Sun 31 Jan 2027',
    );
  });

  it('lists passes still to come first, each with kind, window, code and state', async () => {
    listServer([revoked, left, guestPass, help, arrived, expired]);
    const app = openVisitors();
    const list = await app.screen.findByRole('list', { name: 'Your passes' });
    const names = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Sunita', 'Meena Iyer', 'Kiran', 'Not coming', 'Zomato', 'Old guest']);
    const meena = await cardOf(app, 'Meena Iyer');
    expect(meena.getByText('Expected')).toBeTruthy();
    expect(meena.getByText('Guest')).toBeTruthy();
    expect(meena.getByText('482913')).toBeTruthy();
    expect(meena.getByText(/Tue 24 Nov · 6:00 PM–10:00 PM/)).toBeTruthy();
    expect((await cardOf(app, 'Kiran')).getByText('Arrived 10:42 AM')).toBeTruthy();
    expect((await cardOf(app, 'Zomato')).getByText('Left 11:30 AM')).toBeTruthy();
    // Revoke only where the gate would still let them in.
    expect(meena.getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect((await cardOf(app, 'Sunita')).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    for (const name of ['Kiran', 'Zomato', 'Old guest', 'Not coming']) {
      expect((await cardOf(app, name)).queryByRole('button', { name: 'Revoke' })).toBeNull();
    }
  });

  it('revokes only after the confirmation, and says so in the card', async () => {
    const seen = listServer([guestPass]);
    const app = openVisitors();
    const card = await cardOf(app, 'Meena Iyer');
    await app.user.click(card.getByRole('button', { name: 'Revoke' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Revoke the pass for Meena Iyer?' });
    expect(within(dialog).getByText(/The gate will refuse code 482913/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    await app.user.click(card.getByRole('button', { name: 'Revoke' }));
    await app.user.click(
      within(app.screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await card.findByText(messages.passRevoked)).toBeTruthy();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/visitors/passes/41',
    ]);
    expect(card.getByText('Revoked')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('shows the server’s reason in the card when revoking fails', async () => {
    listServer([guestPass], { status: 409, body: { detail: messages.passAlreadyRevoked } });
    const app = openVisitors();
    const card = await cardOf(app, 'Meena Iyer');
    await app.user.click(card.getByRole('button', { name: 'Revoke' }));
    await app.user.click(
      within(app.screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await card.findByText(messages.passAlreadyRevoked)).toBeTruthy();
  });

  it('offline, keeps the last list with its age and waits with Revoke, saying why', async () => {
    listServer([guestPass]);
    const app = openVisitors();
    const card = await cardOf(app, 'Meena Iyer');
    expect(app.screen.getByText('Updated just now')).toBeTruthy();
    goOffline();
    expect(await app.screen.findByText('Offline — showing what was saved at 5:30 PM')).toBeTruthy();
    const revoke = card.getByRole<HTMLButtonElement>('button', { name: 'Revoke' });
    expect(revoke.disabled).toBe(true);
    expect(
      document.getElementById(revoke.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Revoking a pass needs a connection.');
    await waitFor(() => expect(card.getByText('482913')).toBeTruthy());
  });
});
