/**
 * Who may enter (issue 16): a move-out, a deactivation, a demotion, a logout or a "sign out
 * everywhere" holds from the very next request made with a token the person already holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { Resident } from '../../contract/register/members';
import { bearer, build, login, tokenFor } from './helper';
import type { TestApp } from './helper';
import { courtBooking, setIndiaTime } from './bookings-support';

let t: TestApp;
let rwa: string;

beforeAll(async () => {
  t = await build();
  rwa = await login(t, '9000000001');
});
afterAll(() => t.close());

/** A resident of their own for each test, so no test leans on another's leftovers. */
let nextPhone = 9300000000;
async function resident(apartment = 'D404', role: 'member' | 'rwa' = 'member') {
  const phone = String(nextPhone++);
  await t.db
    .insertInto('users')
    .values({ phone_number: phone, apartment_number: apartment, name: `Test ${phone}`, role })
    .execute();
  return { phone, apartment, token: await tokenFor(t, phone) };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
const me = (token: string) => call('GET', 'auth/me', token);
const generate = (phone: string, apartment: string) => {
  t.clock.advance(31_000);
  return call('POST', 'auth/generate-otp', undefined, {
    phone_number: phone,
    apartment_number: apartment,
  });
};
const detail = (response: { json: () => unknown }) =>
  (response.json() as { detail: string }).detail;

describe('a move-out', () => {
  it("refuses the resident's token at its very next call, and their document link", async () => {
    const person = await resident('C909');
    await t.db
      .insertInto('apartment_documents')
      .values({
        apartment_number: 'C909',
        file_name: 'lease.pdf',
        storage_name: 'missing-on-purpose.pdf',
        size_bytes: 10,
        uploaded_by: '9000000001',
        uploaded_at: t.clock.now(),
      })
      .execute();
    const list = await call('GET', 'documents/apartment/C909', person.token);
    expect(list.statusCode).toBe(200);
    const [document] = list.json<{ short_url: string }[]>();
    if (!document) throw new Error('the document should be listed');

    const removed = await call('DELETE', `member/users/${person.phone}`, rwa);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ user: Resident }>().user.removed_at).toBe(t.clock.now().toISOString());

    expect((await me(person.token)).statusCode).toBe(401);
    expect(detail(await me(person.token))).toBe(messages.sessionExpired);
    const link = await t.app.inject({ method: 'GET', url: `/api/${document.short_url}` });
    expect(link.statusCode).toBe(403);
    const again = await generate(person.phone, 'C909');
    expect(again.statusCode).toBe(404);
    expect(detail(again)).toBe(messages.userNotFound);
  });

  it('cancels what lies ahead, declines waiting rides with a reason, and keeps the past', async () => {
    setIndiaTime(t, '09:00');
    const person = await resident('E505');
    const booked = await call('POST', 'booking/book', person.token, {
      ...courtBooking({ time_slot: '18:00' }),
      user_id: person.phone,
    });
    expect(booked.statusCode).toBe(201);
    const ride = await call('POST', 'golf-cart/golf-cart/request', person.token, {
      pickup_location: 'Gate 1',
      dropoff_location: 'Club house',
      duration: 15,
      time: '17:00',
      user_id: person.phone,
      apartment_number: 'E505',
      phone_number: person.phone,
    });
    expect(ride.statusCode, ride.body).toBe(201);

    expect((await call('DELETE', `member/users/${person.phone}`, rwa)).statusCode).toBe(200);

    const booking = await t.db
      .selectFrom('bookings')
      .select(['status', 'apartment_number'])
      .where('user_phone', '=', person.phone)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: 'Cancelled', apartment_number: 'E505' });
    const request = await t.db
      .selectFrom('golf_cart_requests')
      .select(['status', 'status_note'])
      .where('user_phone', '=', person.phone)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'Declined', status_note: 'The resident moved out' });
    // The slot is free again for the next household.
    const other = await resident('E506');
    const next = await call('POST', 'booking/book', other.token, {
      ...courtBooking({ time_slot: '18:00' }),
      user_id: other.phone,
    });
    expect(next.statusCode).toBe(201);
  });

  it("is refused for the last RWA admin and for one's own account, with a sentence", async () => {
    const self = await call('DELETE', 'member/users/9000000001', rwa);
    expect(self.statusCode).toBe(409);
    expect(detail(self)).toBe(messages.removeOwnAccount);
    const demote = await call('PUT', 'member/users/9000000001/role', rwa, { role: 'member' });
    expect(demote.statusCode).toBe(409);
    expect(detail(demote)).toBe(messages.lastRwa);
  });
});

describe('deactivating', () => {
  it('answers generate like an unknown phone and stops every token; reactivating lets them sign in anew', async () => {
    const person = await resident('F606');
    const off = await call('PUT', `member/update-user/${person.phone}/F606`, rwa, {
      member_status: 'active',
      is_active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await me(person.token)).statusCode).toBe(401);
    const refused = await generate(person.phone, 'F606');
    expect(refused.statusCode).toBe(404);
    expect(detail(refused)).toBe(messages.userNotFound);

    await call('PUT', `member/update-user/${person.phone}/F606`, rwa, {
      member_status: 'active',
      is_active: true,
    });
    // The old sessions ended with the deactivation; a new sign-in works.
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await me(await login(t, person.phone, 'F606'))).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('a demoted admin gets 403 on an admin call with the same token; a promoted one gets in', async () => {
    const admin = await resident('RWA', 'rwa');
    expect((await call('GET', 'member/users', admin.token)).statusCode).toBe(200);
    const demoted = await call('PUT', `member/users/${admin.phone}/role`, rwa, { role: 'member' });
    expect(demoted.statusCode).toBe(200);
    const refused = await call('GET', 'member/users', admin.token);
    expect(refused.statusCode).toBe(403);
    expect(detail(refused)).toBe(messages.forbidden);

    const member = await resident('G707');
    expect((await call('GET', 'member/users', member.token)).statusCode).toBe(403);
    await call('PUT', `member/users/${member.phone}/role`, rwa, { role: 'rwa' });
    expect((await call('GET', 'member/users', member.token)).statusCode).toBe(200);
  });

  it('refuses a role that is not member or rwa', async () => {
    const member = await resident('G708');
    const response = await call('PUT', `member/users/${member.phone}/role`, rwa, { role: 'guard' });
    expect(response.statusCode).toBe(400);
  });
});

describe('signing out', () => {
  it('logout revokes only the token that calls it', async () => {
    const person = await resident('H808');
    const phone = await tokenFor(t, person.phone);
    const out = await call('POST', 'auth/logout', person.token);
    expect(out.statusCode).toBe(200);
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session, by the user or by the RWA', async () => {
    const person = await resident('H809');
    const second = await tokenFor(t, person.phone);
    expect((await call('POST', 'auth/sign-out-everywhere', person.token)).statusCode).toBe(200);
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);

    const third = await tokenFor(t, person.phone);
    const byRwa = await call('POST', `member/users/${person.phone}/sign-out`, rwa);
    expect(byRwa.statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(401);
  });
});

describe('editing a resident', () => {
  it('moves them to a new apartment and carries their rows to a new phone', async () => {
    setIndiaTime(t, '09:00');
    const person = await resident('J101');
    const booked = await call('POST', 'booking/book', person.token, {
      ...courtBooking({ time_slot: '20:00', sport_type: 'TT/Yoga' }),
      user_id: person.phone,
    });
    expect(booked.statusCode).toBe(201);
    const newPhone = String(nextPhone++);
    const edited = await call('PUT', `member/users/${person.phone}`, rwa, {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone_number: newPhone,
      apartment_number: 'J102',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ user: Resident }>().user).toMatchObject({
      name: 'Meera Iyer',
      phone_number: newPhone,
      apartment_number: 'J102',
    });
    // One person, not a copy: the old phone is gone, the booking followed the new one.
    const rows = await t.db
      .selectFrom('users')
      .select('phone_number')
      .where('name', '=', 'Meera Iyer')
      .execute();
    expect(rows).toEqual([{ phone_number: newPhone }]);
    const bookings = await call('GET', `booking/bookings-by-user/${newPhone}`, person.token);
    expect(bookings.statusCode).toBe(200);
    expect(JSON.stringify(bookings.json())).toContain('20:00');
    expect((await generate(person.phone, 'J101')).statusCode).toBe(404);
    expect((await generate(newPhone, 'J102')).statusCode).toBe(200);
  });

  it('says what is wrong as create does, and refuses a phone that is taken', async () => {
    const person = await resident('J103');
    const base = {
      name: 'A',
      email: 'a@example.com',
      phone_number: person.phone,
      apartment_number: 'J103',
    };
    const bad = await call('PUT', `member/users/${person.phone}`, rwa, { ...base, email: 'nope@' });
    expect(bad.statusCode).toBe(400);
    expect(detail(bad)).toContain(messages.userEmailInvalid);
    const taken = await call('PUT', `member/users/${person.phone}`, rwa, {
      ...base,
      phone_number: '9000000002',
    });
    expect(taken.statusCode).toBe(409);
    expect(detail(taken)).toBe(messages.userExists);
  });
});

describe('the register', () => {
  it('lists everyone with role, last sign-in and whether they moved out', async () => {
    const list = await call('GET', 'member/users', rwa);
    const people = list.json<Resident[]>();
    const admin = people.find((p) => p.phone_number === '9000000001');
    expect(admin).toMatchObject({ role: 'rwa' });
    expect(admin?.last_sign_in_at).not.toBeNull();
    expect(people.some((p) => p.removed_at !== null)).toBe(true);
  });
});
