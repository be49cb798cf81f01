/**
 * The residents' register (SPEC.md §5 Admin: users, §7 Members): one resident at a time, a
 * status change that counts from the next request, and a bulk CSV upload that says row by row
 * what failed without stopping the good rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_BYTES, BULK_MAX_ROWS } from '../../contract/register/members';
import type { BulkResult, Resident, UserFields } from '../../contract/register/members';
import { messages } from '../../contract/messages';
import { courtBooking, detail, setIndiaTime } from './bookings-support';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
let rwa: string;
let member: string;
beforeAll(async () => {
  t = await build();
  rwa = await login(t, '9000000001');
  member = await login(t, '9000000002', 'A101');
});
afterAll(() => t.close());

const fields = (change: Partial<UserFields> = {}): UserFields => ({
  name: 'Kavya Menon',
  email: 'kavya@example.com',
  phone_number: '9100000001',
  apartment_number: 'D404',
  ...change,
});

const create = (body: unknown, token = rwa) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/create-users',
    headers: bearer(token),
    payload: body as object,
  });

const update = (phone: string, apartment: string, body: unknown, token = rwa) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/member/update-user/${phone}/${apartment}`,
    headers: bearer(token),
    payload: body as object,
  });

const bulk = (csv: string | Buffer, token = rwa) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/create-users-bulk',
    headers: { ...bearer(token), 'content-type': 'text/csv' },
    payload: csv,
  });

const residents = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/member/users', headers: bearer(rwa) })).json<
    Resident[]
  >();

const header =
  'phone_number,apartment_number,name,email,membership_startdate,member_status,is_active';

describe('who may manage residents', () => {
  it('refuses members and strangers every call', async () => {
    expect((await create(fields(), member)).statusCode).toBe(403);
    expect(
      (await update('9000000004', 'C303', { member_status: 'inactive', is_active: false }, member))
        .statusCode,
    ).toBe(403);
    expect((await bulk(`${header}\n`, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/member/users' })).statusCode).toBe(401);
  });
});

describe('creating one resident', () => {
  it('creates an active member from today, whatever case the status came in', async () => {
    const response = await create({ ...fields(), member_status: 'PENDING' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: messages.userCreated,
      user: {
        ...fields(),
        member_status: 'pending',
        is_active: true,
        is_owner: false,
        membership_startdate: '2030-03-04',
        creation_date: t.clock.now().toISOString(),
        modification_date: t.clock.now().toISOString(),
        role: 'member',
        last_sign_in_at: null,
        removed_at: null,
        locked_until: null,
      },
    });
    expect((await residents()).map((r) => r.phone_number)).toContain('9100000001');
  });

  it('refuses a phone number already registered, and every bad field with its message', async () => {
    const again = await create(fields({ apartment_number: 'E505' }));
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe(messages.userExists);
    const cases: [Partial<UserFields>, string][] = [
      [{ name: '  ' }, messages.userNameRequired],
      [{ email: 'kavya@' }, messages.userEmailInvalid],
      [{ phone_number: '91000' }, messages.phoneDigits],
      [{ apartment_number: '' }, messages.apartmentRequired],
      [{ apartment_number: 'd-404' }, messages.apartmentChars],
      [{ member_status: 'retired' }, messages.userStatusInvalid],
    ];
    for (const [change, message] of cases) {
      const response = await create(fields({ phone_number: '9100000099', ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(detail(response)).toContain(message);
    }
    expect((await residents()).some((r) => r.phone_number === '9100000099')).toBe(false);
  });

  it('never creates an RWA account', async () => {
    const response = await create({ ...fields({ phone_number: '9100000098' }), role: 'rwa' });
    expect(response.statusCode).toBe(400);
  });
});

describe('changing a member status', () => {
  it('stores it lowercase and takes effect on the very next booking attempt', async () => {
    setIndiaTime(t, '09:00');
    const book = (change: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking/book',
        headers: bearer(member),
        payload: courtBooking(change),
      });
    const off = await update('9000000002', 'A101', { member_status: 'INACTIVE', is_active: true });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ user: Resident }>().user).toMatchObject({
      member_status: 'inactive',
      is_active: true,
    });
    // The same token as before: an inactive membership books no court, from the next request.
    expect((await book({ time_slot: '10:00' })).statusCode).toBe(403);

    await update('9000000002', 'A101', { member_status: 'active', is_active: true });
    expect((await book({ time_slot: '11:00' })).statusCode).toBe(201);
  });

  it('answers User not found for a wrong pair, and never touches the RWA account', async () => {
    const wrong = await update('9000000002', 'C303', { member_status: 'active', is_active: true });
    expect(wrong.statusCode).toBe(404);
    expect(detail(wrong)).toBe(messages.userNotFound);
    const admin = await update('9000000001', 'RWA', {
      member_status: 'inactive',
      is_active: false,
    });
    expect(admin.statusCode).toBe(404);
  });
});

describe('bulk upload', () => {
  it('creates the good rows and lists each bad one with its reason', async () => {
    const csv = [
      `\uFEFF${header}`,
      '9200000001,F601,"Iyer, Lakshmi",lakshmi@example.com,2024-01-15,ACTIVE,true',
      '9200000002,f-602,Rohan Das,rohan@example.com,,,',
      '9200000003,F603,,nobody@example.com,,ACTIVE,true',
      '9200000004,F604,Bad Mail,not-an-email,,ACTIVE,true',
      '9200000001,F605,Second Lakshmi,l2@example.com,,ACTIVE,true',
      '9000000004,C303,Rahul Again,rahul@example.com,,ACTIVE,true',
      ',F606,No Phone,nophone@example.com,,ACTIVE,true',
      '9200000005,F607,Sleepy,sleepy@example.com,,ACTIVE,maybe',
      '',
      '9200000006,F608,"Quoted ""Nick"" Name",nick@example.com,2023-12-01,pending,FALSE',
    ].join('\r\n');
    const response = await bulk(csv);
    expect(response.statusCode).toBe(200);
    const result = response.json<BulkResult>();
    expect(result.created_users).toEqual(['9200000001', '9200000002', '9200000006']);
    expect(result.errors).toEqual([
      // Each with its row (the header is row 1) and name, to find it in the file (issue 35).
      {
        phone_number: '9200000003',
        row: 4,
        error: expect.stringContaining(messages.userNameRequired),
      },
      {
        phone_number: '9200000004',
        row: 5,
        name: 'Bad Mail',
        error: expect.stringContaining(messages.userEmailInvalid),
      },
      {
        phone_number: '9200000001',
        row: 6,
        name: 'Second Lakshmi',
        error: expect.stringContaining(messages.csvDuplicateInFile),
      },
      {
        user_id: 'row 8',
        row: 8,
        name: 'No Phone',
        error: expect.stringContaining(messages.phoneDigits),
      },
      {
        phone_number: '9200000005',
        row: 9,
        name: 'Sleepy',
        error: 'is_active must be true or false',
      },
      { phone_number: '9000000004', row: 7, name: 'Rahul Again', error: messages.userExists },
    ]);
    const byPhone = new Map((await residents()).map((r) => [r.phone_number, r]));
    expect(byPhone.get('9200000001')).toMatchObject({
      name: 'Iyer, Lakshmi',
      membership_startdate: '2024-01-15',
    });
    expect(byPhone.get('9200000002')).toMatchObject({
      apartment_number: 'F602',
      member_status: 'active',
      is_active: true,
      membership_startdate: '2030-03-04',
    });
    expect(byPhone.get('9200000006')).toMatchObject({
      name: 'Quoted "Nick" Name',
      member_status: 'pending',
      is_active: false,
    });
  });

  it('refuses a file without the required columns, and one that is not CSV text', async () => {
    const noEmail = await bulk('phone_number,apartment_number,name\n9300000001,G701,Asha\n');
    expect(noEmail.statusCode).toBe(400);
    expect(detail(noEmail)).toContain('Missing: email');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/member/create-users-bulk',
      headers: bearer(rwa),
      payload: { phone_number: '9300000001' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await bulk(`${header}\n"9300000002,G702,Unclosed quote,u@example.com,,,\n`);
    expect(broken.statusCode).toBe(400);
    expect(detail(broken)).toContain(messages.csvFileInvalid);
    expect((await residents()).some((r) => r.phone_number.startsWith('93'))).toBe(false);
  });

  it(`takes ${BULK_MAX_ROWS.toLocaleString('en')} rows within the bound, and refuses more`, async () => {
    const line = (i: number) => `${9400000000 + i},H${i},Resident ${i},r${i}@example.com,,,`;
    const full = [header, ...Array.from({ length: BULK_MAX_ROWS }, (_, i) => line(i))].join('\n');
    expect(full.length).toBeLessThan(BULK_MAX_BYTES);
    const response = await bulk(full);
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkResult>().created_users).toHaveLength(BULK_MAX_ROWS);
    expect(response.json<BulkResult>().errors).toEqual([]);

    const tooMany = await bulk(`${full}\n${line(BULK_MAX_ROWS)}`);
    expect(tooMany.statusCode).toBe(413);
    const tooBig = await bulk(Buffer.alloc(BULK_MAX_BYTES + 1, 'a'));
    expect(tooBig.statusCode).toBe(413);
  });
});
