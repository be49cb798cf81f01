import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GATE_APARTMENT } from '../../contract/gate/gate';
import type { Resident } from '../../contract/register/members';
import { messages } from '../../contract/messages';
import AdminUsersPage from '../../src/features/admin-users/admin-users-page';
import { renderPage } from './golf-cart-support';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { asha } from './support/residents';

const ramesh: Resident = {
  ...asha,
  phone_number: '9000000005',
  apartment_number: GATE_APARTMENT,
  name: 'Ramesh Kumar',
  email: null,
  role: 'guard',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  signInAs(rwa);
});

const open = () => renderPage('/admin/users', AdminUsersPage, undefined, { retry: false });
type App = ReturnType<typeof open>;

/** The register, with the guards the server has added and not removed. */
function registerServer(start: Resident[]) {
  let people = start;
  return stubFetch({
    'member/users': () => ({ body: people }),
    'gate/guards': (request) => {
      const body = request.body as { name: string; phone: string };
      const guard: Resident = { ...ramesh, name: body.name, phone_number: body.phone };
      people = [...people, guard];
      return { body: { message: messages.guardCreated, user: guard } };
    },
    [`gate/guards/${ramesh.phone_number}`]: () => {
      people = people.filter((person) => person.phone_number !== ramesh.phone_number);
      return { body: { message: messages.guardRemoved, user: ramesh } };
    },
  });
}

const sent = (seen: SeenRequest[], method: string) =>
  seen.filter((r) => r.method === method && r.url.includes('gate/guards'));

async function guardCard(app: App, name: string) {
  const list = await app.screen.findByRole('list', { name: 'Registered residents' });
  return within((await within(list).findByText(name)).closest('li')!);
}

describe('/admin/users: gate guards (issue 17)', () => {
  it('adds a guard by name and phone, and the register shows them as a gate guard', async () => {
    const seen = registerServer([asha]);
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Add guard' }));
    const form = within(app.screen.getByRole('form', { name: 'Add guard' }));
    await app.user.type(form.getByLabelText("Guard's name"), 'Ramesh Kumar');
    await app.user.type(form.getByLabelText("Guard's phone number"), '90000 00005');
    await app.user.click(form.getByRole('button', { name: 'Add guard' }));
    await waitFor(() => expect(sent(seen, 'POST')).toHaveLength(1));
    expect(sent(seen, 'POST')[0]!.body).toEqual({ name: 'Ramesh Kumar', phone: '9000000005' });
    expect(
      await app.screen.findByText(`${messages.guardCreated}: Ramesh Kumar (9000000005)`),
    ).toBeTruthy();
    const card = await guardCard(app, 'Ramesh Kumar');
    expect(card.getByText('Gate guard')).toBeTruthy();
    expect(form.getByLabelText<HTMLInputElement>("Guard's name").value).toBe('');
  });

  it('says what is missing in the contract’s words and sends nothing', async () => {
    const seen = registerServer([asha]);
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Add guard' }));
    const form = within(app.screen.getByRole('form', { name: 'Add guard' }));
    await app.user.type(form.getByLabelText("Guard's phone number"), '90000');
    await app.user.click(form.getByRole('button', { name: 'Add guard' }));
    expect(await form.findByText(messages.guardNameRequired)).toBeTruthy();
    expect(form.getByText(messages.phoneDigits)).toBeTruthy();
    expect(sent(seen, 'POST')).toHaveLength(0);
  });

  it('offers a guard Remove guard, not a resident’s actions, and removes after confirming', async () => {
    const seen = registerServer([asha, ramesh]);
    const app = open();
    const card = await guardCard(app, 'Ramesh Kumar');
    await app.user.click(card.getByRole('button', { name: 'Actions for Ramesh Kumar' }));
    const actions = card.getByRole('group', { name: 'Actions for Ramesh Kumar' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sign out everywhere', 'Remove guard']);
    await app.user.click(within(actions).getByRole('button', { name: 'Remove guard' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Remove guard Ramesh Kumar?' });
    expect(within(dialog).getByText(/can no longer sign in at the gate/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove guard' }));
    expect(await app.screen.findByText(messages.guardRemoved)).toBeTruthy();
    expect(sent(seen, 'DELETE').map((r) => r.url)).toEqual(['/api/gate/guards/9000000005']);
    await waitFor(() => expect(app.screen.queryByText('Ramesh Kumar')).toBeNull());
  });

  it('finds guards with the Guards filter', async () => {
    registerServer([asha, ramesh]);
    const app = open();
    await guardCard(app, 'Ramesh Kumar');
    await app.user.selectOptions(app.screen.getByLabelText('Show'), 'Guards');
    const list = app.screen.getByRole('list', { name: 'Registered residents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Ramesh Kumar')).toBeTruthy();
  });
});
