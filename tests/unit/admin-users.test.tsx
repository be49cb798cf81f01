import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkResult, Resident } from '../../contract/register/members';
import AdminUsersPage from '../../src/features/admin-users/admin-users-page';
import { reportApiSuccess } from '../../src/offline/connectivity';
import { renderPage } from './golf-cart-support';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { asha, rohan } from './support/residents';

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () => renderPage('/admin/users', AdminUsersPage, undefined, { retry: false });
const panel = (app: ReturnType<typeof open>) => within(app.screen.getByRole('tabpanel'));

describe('/admin/users (SPEC.md §2, §5 Admin: users)', () => {
  it('checks Create User in the words of SPEC.md §5 and sends nothing until it is right', async () => {
    const seen = stubFetch({ 'member/users': { body: [] } });
    const app = open();
    const form = panel(app);
    await app.user.type(form.getByLabelText('Email'), 'asha@');
    await app.user.click(form.getByRole('button', { name: 'Create User' }));
    expect(await form.findByText('Name is required')).toBeTruthy();
    expect(form.getByText('Invalid email address')).toBeTruthy();
    expect(form.getByText('Phone number must be 10 digits')).toBeTruthy();
    expect(form.getByText('Apartment number is required')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates an ACTIVE resident from today by default, cleaning phone and apartment as typed', async () => {
    let list: Resident[] = [];
    const seen = stubFetch({
      'member/users': () => ({ body: list }),
      'member/create-users': (request: SeenRequest) => {
        list = [asha];
        return {
          status: 201,
          body: { message: 'User created successfully', user: asha, sent: request.body },
        };
      },
    });
    const app = open();
    const form = panel(app);
    await app.user.type(form.getByLabelText('Name'), 'Asha Rao');
    await app.user.type(form.getByLabelText('Email'), 'asha@example.com');
    await app.user.type(form.getByLabelText('Phone number'), '98765-43210');
    await app.user.type(form.getByLabelText('Apartment number'), 'a-101');
    expect((form.getByLabelText('Membership') as HTMLSelectElement).value).toBe('ACTIVE');
    await app.user.click(form.getByRole('button', { name: 'Create User' }));
    expect(await app.screen.findByText('User created successfully: 9876543210')).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone_number: '9876543210',
      apartment_number: 'A101',
      member_status: 'active',
      is_active: true,
      membership_startdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const residents = within(app.screen.getByRole('list', { name: 'Registered residents' }));
    expect(await residents.findByText('Asha Rao')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses a resident', async () => {
    stubFetch({
      'member/users': { body: [] },
      'member/create-users': {
        status: 409,
        body: { detail: 'A user with this phone number already exists' },
      },
    });
    const app = open();
    const form = panel(app);
    await app.user.type(form.getByLabelText('Name'), 'Asha Rao');
    await app.user.type(form.getByLabelText('Email'), 'asha@example.com');
    await app.user.type(form.getByLabelText('Phone number'), '9876543210');
    await app.user.type(form.getByLabelText('Apartment number'), 'A101');
    await app.user.click(form.getByRole('button', { name: 'Create User' }));
    expect(await form.findByText('A user with this phone number already exists')).toBeTruthy();
  });

  it('updates a status, sent lowercase to the resident’s own path', async () => {
    const seen = stubFetch({
      'member/users': { body: [] },
      'member/update-user/9876543212/C303': {
        body: { message: 'User updated successfully', user: rohan },
      },
    });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Update User' }));
    const form = panel(app);
    await app.user.type(form.getByLabelText('Phone number'), '9876543212');
    await app.user.type(form.getByLabelText('Apartment number'), 'c303');
    await app.user.selectOptions(form.getByLabelText('Membership'), 'INACTIVE');
    await app.user.click(form.getByLabelText(/Access allowed/));
    await app.user.click(form.getByRole('button', { name: 'Update User' }));
    expect(await app.screen.findByText('User updated successfully: 9876543212')).toBeTruthy();
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ member_status: 'inactive', is_active: false });
  });

  it('asks for a CSV, refuses one that is not, and lists what was created and what failed', async () => {
    const result: BulkResult = {
      created_users: ['9876543210'],
      errors: [
        {
          phone_number: '9876543211',
          row: 3,
          name: 'Asha Rao',
          error: 'email: Invalid email address',
        },
        { user_id: 'row 5', row: 5, error: 'phone_number: Phone number must be 10 digits' },
      ],
    };
    const seen = stubFetch({
      'member/users': { body: [] },
      'member/create-users-bulk': { body: result },
    });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Bulk Upload' }));
    const form = panel(app);
    expect(form.getByRole('link', { name: /sample_users\.csv/ }).getAttribute('href')).toBe(
      '/sample_users.csv',
    );
    await app.user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await form.findByText('Please select a CSV file first')).toBeTruthy();

    const input = form.getByLabelText('CSV file');
    await app.user.upload(
      input,
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])], 'users.csv', { type: 'text/csv' }),
    );
    await app.user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await form.findByText('Please select a valid CSV file')).toBeTruthy();

    const csv = 'phone_number,apartment_number,name,email\n9876543210,A101,Asha,asha@example.com\n';
    await app.user.upload(input, new File([csv], 'users.csv', { type: 'text/csv' }));
    await app.user.click(form.getByRole('button', { name: 'Upload' }));
    const outcome = within(await app.screen.findByRole('region', { name: 'Upload result' }));
    expect(outcome.getByText('1 created, 2 failed')).toBeTruthy();
    // Below the form, out of view on a phone: focus goes to the result.
    expect(document.activeElement).toBe(
      outcome.getByRole('heading', { name: '1 created, 2 failed' }),
    );
    expect(
      within(outcome.getByRole('list', { name: 'Created users' })).getByText('9876543210'),
    ).toBeTruthy();
    const failed = outcome.getByRole('list', { name: 'Failed rows' });
    // The row and the name say where in the file, not only the bad phone (issue 35).
    expect(failed.textContent).toContain(
      'Row 3 · Asha Rao · 9876543211: email: Invalid email address',
    );
    expect(failed.textContent).toContain('Row 5: phone_number: Phone number must be 10 digits');
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.headers.get('content-type')).toBe('text/csv');
  });

  it('finds a resident by phone, apartment or name', async () => {
    stubFetch({ 'member/users': { body: [asha, rohan] } });
    const app = open();
    const list = await app.screen.findByRole('list', { name: 'Registered residents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await app.user.type(app.screen.getByLabelText('Search residents'), 'c303');
    await within(list).findByText('Rohan Das');
    expect(within(list).queryByText('Asha Rao')).toBeNull();
    expect(within(list).getByText('Access: Deactivated')).toBeTruthy();
    expect(within(list).getByText('Membership: Inactive')).toBeTruthy();
  });
});
