import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resident } from '../../contract/register/members';
import { messages } from '../../contract/messages';
import AdminUsersPage from '../../src/features/admin-users/admin-users-page';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { renderPage } from './golf-cart-support';
import { stubFetch } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { asha, rohan } from './support/residents';

// 24 Nov 2026, 17:30 in India.
const NOW = new Date('2026-11-24T12:00:00Z');

const seenToday: Resident = { ...asha, last_sign_in_at: '2026-11-24T05:12:00Z' };
const ravi: Resident = {
  ...asha,
  phone_number: '9000000001',
  apartment_number: 'B202',
  name: 'Ravi Kumar',
  role: 'rwa',
};
const meera: Resident = {
  ...asha,
  phone_number: '9876543213',
  apartment_number: 'D404',
  name: 'Meera Iyer',
  locked_until: '2026-11-24T12:30:00Z',
};
const gone: Resident = {
  ...asha,
  phone_number: '9876543214',
  apartment_number: 'E505',
  name: 'Old Tenant',
  removed_at: '2026-11-01T06:00:00Z',
};
const everyone = [seenToday, ravi, rohan, meera, gone];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(rwa);
});
afterEach(() => reportApiSuccess());

const open = () => renderPage('/admin/users', AdminUsersPage, undefined, { retry: false });
type App = ReturnType<typeof open>;

async function cardOf(app: App, name: string) {
  const list = await app.screen.findByRole('list', { name: 'Registered residents' });
  const card = within(list).getByText(name).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return within(card);
}

async function openActions(app: App, name: string) {
  const card = await cardOf(app, name);
  await app.user.click(card.getByRole('button', { name: `Actions for ${name}` }));
  return card;
}

describe('/admin/users: the register (issue 16)', () => {
  it('shows each current person with role, standing and last sign-in in India time', async () => {
    stubFetch({ 'member/users': { body: everyone } });
    const app = open();
    const list = await app.screen.findByRole('list', { name: 'Registered residents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).queryByText('Old Tenant')).toBeNull();

    const asha = await cardOf(app, 'Asha Rao');
    expect(asha.getByText('Resident')).toBeTruthy();
    // Membership and access named apart: "Active" never means two things (issue 35).
    expect(asha.getByText('Membership: Active')).toBeTruthy();
    expect(asha.getByText('Access: Allowed')).toBeTruthy();
    expect(asha.getByText('Last signed in at 10:42 AM')).toBeTruthy();
    expect((await cardOf(app, 'Ravi Kumar')).getByText('RWA admin')).toBeTruthy();
    expect((await cardOf(app, 'Ravi Kumar')).getByText('Never signed in')).toBeTruthy();
    expect((await cardOf(app, 'Rohan Das')).getByText('Access: Deactivated')).toBeTruthy();
    expect((await cardOf(app, 'Meera Iyer')).getByText('Locked until 6:00 PM')).toBeTruthy();
  });

  it('filters by standing: locked, RWA admins, moved out', async () => {
    stubFetch({ 'member/users': { body: everyone } });
    const app = open();
    const list = await app.screen.findByRole('list', { name: 'Registered residents' });
    const names = () =>
      within(list)
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
    const show = (filter: string) =>
      app.user.selectOptions(app.screen.getByLabelText('Show'), filter);

    await show('Locked');
    expect(names()).toEqual([expect.stringContaining('Meera Iyer')]);
    await show('RWA admins');
    expect(names()).toEqual([expect.stringContaining('Ravi Kumar')]);
    await show('Access deactivated');
    expect(names()).toEqual([expect.stringContaining('Rohan Das')]);
    await show('Moved out');
    expect(names()).toEqual([expect.stringContaining('Moved out November 1, 2026')]);
    // A moved-out person is kept for the record, with nothing left to do to them.
    expect(within(list).queryByRole('button', { name: /Actions/ })).toBeNull();
    await show('All');
    expect(names()).toHaveLength(5);
  });

  it('asks before a move-out, says what it does, then removes and says so', async () => {
    let list = [asha, rohan];
    const seen = stubFetch({
      'member/users': () => ({ body: list }),
      'member/users/9876543212': (request) => {
        if (request.method !== 'DELETE') return { status: 405 };
        list = [asha, { ...rohan, removed_at: NOW.toISOString() }];
        return { body: { message: messages.userRemoved, user: list[1] } };
      },
    });
    const app = open();
    const card = await openActions(app, 'Rohan Das');
    await app.user.click(card.getByRole('button', { name: 'Remove' }));
    const dialog = within(app.screen.getByRole('alertdialog'));
    expect(
      dialog.getByText(
        'Rohan Das (C303) loses access now; their future bookings are cancelled and open requests declined; their history stays.',
      ),
    ).toBeTruthy();
    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(seen.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await app.user.click(card.getByRole('button', { name: 'Remove' }));
    await app.user.click(
      within(app.screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    const done = await app.screen.findByText(messages.userRemoved);
    expect(seen.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    // Rohan left the Current list; the result stays in view above it, and has focus.
    await within(app.screen.getByRole('list', { name: 'Registered residents' })).findByText(
      'Asha Rao',
    );
    expect(app.screen.queryByText('Rohan Das')).toBeNull();
    expect(document.activeElement?.contains(done)).toBe(true);
  });

  it('shows the server’s reason in the card when it refuses (the last RWA admin)', async () => {
    const seen = stubFetch({
      'member/users': { body: [asha, ravi] },
      'member/users/9000000001/role': { status: 409, body: { detail: messages.lastRwa } },
    });
    const app = open();
    const card = await openActions(app, 'Ravi Kumar');
    await app.user.click(card.getByRole('button', { name: 'Make resident' }));
    expect(await card.findByText(messages.lastRwa)).toBeTruthy();
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ role: 'member' });
  });

  it('deactivates through the status call, keeping the member status', async () => {
    const seen = stubFetch({
      'member/users': { body: [asha] },
      'member/update-user/9876543210/A101': { body: { message: 'ok', user: asha } },
    });
    const app = open();
    const card = await openActions(app, 'Asha Rao');
    await app.user.click(card.getByRole('button', { name: 'Deactivate' }));
    expect(await card.findByText(messages.userDeactivated)).toBeTruthy();
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ member_status: 'active', is_active: false });
  });

  it('edits with the Create User rules: field errors, focus on the first, nothing sent', async () => {
    const seen = stubFetch({
      'member/users': { body: [asha] },
      'member/users/9876543210': (request) => ({
        body: { message: 'ok', user: { ...asha, ...(request.body as object) } },
      }),
    });
    const app = open();
    const card = await openActions(app, 'Asha Rao');
    await app.user.click(card.getByRole('button', { name: 'Edit' }));
    const form = within(app.screen.getByRole('form', { name: 'Edit Asha Rao' }));
    await app.user.clear(form.getByLabelText('Name'));
    await app.user.clear(form.getByLabelText('Email'));
    await app.user.type(form.getByLabelText('Email'), 'asha@');
    await app.user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Name is required')).toBeTruthy();
    expect(form.getByText('Invalid email address')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    expect(seen.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await app.user.type(form.getByLabelText('Name'), 'Asha R');
    await app.user.type(form.getByLabelText('Email'), 'example.com');
    await app.user.clear(form.getByLabelText('Apartment number'));
    await app.user.type(form.getByLabelText('Apartment number'), 'a-102');
    await app.user.click(form.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText(messages.userEdited)).toBeTruthy();
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Asha R',
      email: 'asha@example.com',
      phone_number: '9876543210',
      apartment_number: 'A102',
      is_owner: false,
    });
  });

  it('marks an owner in the edit form, and the row then says Owner (issue 36)', async () => {
    let saved = asha;
    const seen = stubFetch({
      'member/users': () => ({ body: [saved] }),
      'member/users/9876543210': (request) => {
        saved = { ...asha, ...(request.body as object) };
        return { body: { message: 'ok', user: saved } };
      },
    });
    const app = open();
    expect((await cardOf(app, 'Asha Rao')).queryByText('Owner')).toBeNull();
    const card = await openActions(app, 'Asha Rao');
    await app.user.click(card.getByRole('button', { name: 'Edit' }));
    const form = within(app.screen.getByRole('form', { name: 'Edit Asha Rao' }));
    const owner = form.getByRole<HTMLInputElement>('checkbox', { name: 'Owner' });
    expect(owner.checked).toBe(false);
    await app.user.click(owner);
    await app.user.click(form.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText(messages.userEdited)).toBeTruthy();
    expect(seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      is_owner: true,
    });
    expect(await (await cardOf(app, 'Asha Rao')).findByText('Owner')).toBeTruthy();
  });

  it('offers no action offline: admin work needs the server', async () => {
    stubFetch({ 'member/users': { body: [asha] } });
    const app = open();
    const card = await openActions(app, 'Asha Rao');
    reportApiFailure();
    expect(await app.screen.findByText(/You're offline/)).toBeTruthy();
    expect((card.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
