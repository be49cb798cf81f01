/**
 * The RWA's CSV downloads of the register and the bookings (issue 19): the RWA's alone, an
 * attachment named after what it holds, one row per person or booking as the database holds
 * them, cells a spreadsheet will not run, and the bookings' range of India days.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCsvColumns, residentCsvColumns } from '../../contract/exports/exports';
import { inIndia } from '../../contract/platform/india-time';
import { messages } from '../../contract/messages';
import { banquetRequest, bookingRow, courtBooking, detail, TOMORROW } from './bookings-support';
import { bearer, build, login, tokenFor } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
let rwa: string;
let arjun: string;
let signedInAt: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await build();
  rwa = await login(t, '9000000001');
  arjun = await login(t, '9000000002', 'A101');
  signedInAt = indiaText(t.clock.now());
});
afterAll(() => t.close());

const indiaText = (at: Date) => `${inIndia(at).date} ${inIndia(at).time}`;
const get = (url: string, token = rwa) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });

/** The file's rows as cells (every cell is quoted; quotes inside are doubled), header first. */
function readCsv(response: LightMyRequestResponse): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) =>
    [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')),
  );
}

/** The rows below the header, each keyed by its column. */
function records(response: LightMyRequestResponse, columns: readonly string[]) {
  const [header, ...rows] = readCsv(response);
  expect(header).toEqual(columns);
  return rows.map((cells) => Object.fromEntries(columns.map((column, i) => [column, cells[i]])));
}

describe('who may download', () => {
  it('refuses a member and a guard both files', async () => {
    const guard = await tokenFor(t, '9000000005');
    for (const token of [arjun, guard]) {
      expect((await get('member/users.csv', token)).statusCode).toBe(403);
      expect((await get('booking/bookings.csv', token)).statusCode).toBe(403);
    }
  });
});

describe('GET member/users.csv', () => {
  beforeAll(async () => {
    const now = t.clock.now();
    const person = (phone: string, apartment: string, name: string) => ({
      phone_number: phone,
      apartment_number: apartment,
      name,
      email: `${phone}@example.com`,
      membership_startdate: '2025-01-01',
    });
    await t.db
      .insertInto('users')
      .values([
        person('9100000001', 'D404', '=HYPERLINK("http://x")'),
        {
          ...person('9100000002', 'E505', 'Gone Tenant'),
          removed_at: new Date(now.getTime() - 48 * HOUR),
        },
        { ...person('9100000003', 'F606', 'Switched Off'), is_active: false },
        person('9100000004', 'G707', 'Wrong Codes'),
        person('9100000005', 'H808', 'Lock Over'),
      ])
      .execute();
    await t.db
      .insertInto('sign_in_locks')
      .values([
        { phone_number: '9100000004', locked_until: new Date(now.getTime() + HOUR) },
        { phone_number: '9100000005', locked_until: new Date(now.getTime() - HOUR) },
      ])
      .execute();
  });

  it('has every person of the register as the database holds them, by apartment', async () => {
    const response = await get('member/users.csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="register-2030-03-04.csv"',
    );
    const rows = records(response, residentCsvColumns);
    const people = await t.db
      .selectFrom('users')
      .select('phone_number')
      .orderBy('apartment_number')
      .orderBy('name')
      .orderBy('phone_number')
      .execute();
    expect(rows.map((row) => row.phone)).toEqual(people.map((p) => p.phone_number));
    const byPhone = (phone: string) => rows.find((row) => row.phone === phone);
    expect(byPhone('9000000002')).toEqual({
      name: 'Arjun Sharma',
      phone: '9000000002',
      email: 'arjun.sharma@example.com',
      apartment: 'A101',
      role: 'member',
      status: 'active',
      access: 'active',
      can_book_sports: 'yes',
      member_since: '2022-06-15',
      last_sign_in: signedInAt,
      locked_until: '',
      moved_out: '',
    });
    expect(byPhone('9000000001')).toMatchObject({ role: 'rwa', can_book_sports: 'no' });
    expect(byPhone('9000000003')).toMatchObject({ status: 'inactive', can_book_sports: 'no' });
    expect(byPhone('9000000005')).toMatchObject({ role: 'guard', email: '', apartment: 'GATE' });
    expect(byPhone('9000000004')).toMatchObject({ name: 'Rahul Verma', last_sign_in: '' });
  });

  it('says who can no longer get in, and why', async () => {
    const rows = records(await get('member/users.csv'), residentCsvColumns);
    const byPhone = (phone: string) => rows.find((row) => row.phone === phone);
    expect(byPhone('9100000002')).toMatchObject({
      access: 'moved out',
      can_book_sports: 'no',
      moved_out: '2030-03-02',
    });
    expect(byPhone('9100000003')).toMatchObject({ access: 'deactivated', can_book_sports: 'no' });
    expect(byPhone('9100000004')).toMatchObject({
      access: 'locked',
      locked_until: indiaText(new Date(t.clock.now().getTime() + HOUR)),
    });
    // A lock that has run out is history, not a state.
    expect(byPhone('9100000005')).toMatchObject({ access: 'active', locked_until: '' });
  });

  it('keeps a name typed as a formula as text', async () => {
    const response = await get('member/users.csv');
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")","9100000001"`);
  });
});

describe('GET booking/bookings.csv', () => {
  let courtId: string;
  beforeAll(async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/booking/book',
      headers: bearer(arjun),
      payload: courtBooking({ notes: '=1+2' }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    courtId = booked.json<{ booking_id: string }>().booking_id;
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/banquetbooking/banquet/book',
      headers: bearer(arjun),
      payload: banquetRequest(),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const at = t.clock.now();
    const court = (sport: string, date: string, status: 'Booked' | 'Cancelled') =>
      bookingRow({
        phone: '9000000004',
        apartment: 'C303',
        sport,
        date,
        time: '07:00',
        duration: 90,
        status,
        at,
      });
    await t.db
      .insertInto('bookings')
      .values([
        court('Tennis', '2030-02-27', 'Cancelled'),
        court('TT/Yoga', '2030-04-01', 'Booked'),
      ])
      .execute();
  });

  it('has this month’s bookings by default, soonest first, with who booked', async () => {
    const response = await get('booking/bookings.csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bookings-2030-03-01-to-2030-03-31.csv"',
    );
    const rows = records(response, bookingCsvColumns);
    expect(rows).toEqual([
      {
        date: TOMORROW,
        start: '18:00',
        end: '19:00',
        facility: 'Badminton Court',
        sport: 'Badminton',
        apartment: 'A101',
        resident: 'Arjun Sharma',
        phone: '9000000002',
        status: 'Booked',
        purpose: '',
        guests: '',
        notes: "'=1+2",
        created_at: indiaText(t.clock.now()),
      },
      expect.objectContaining({
        date: '2030-03-20',
        start: '18:00',
        end: '22:00',
        facility: 'Banquet Hall',
        sport: 'Banquet',
        resident: 'Arjun Sharma',
        status: 'Pending',
        purpose: 'Birthday party',
        guests: '50',
      }),
    ]);
    const stored = await t.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', Number(courtId))
      .executeTakeFirstOrThrow();
    expect(rows[0]!.status).toBe(stored.status);
  });

  it('holds the range asked for, both ends included, cancelled bookings too', async () => {
    const rows = records(
      await get('booking/bookings.csv?from=2030-02-27&to=2030-04-01'),
      bookingCsvColumns,
    );
    expect(rows.map((row) => [row.date, row.sport, row.status, row.end])).toEqual([
      ['2030-02-27', 'Tennis', 'Cancelled', '08:30'],
      [TOMORROW, 'Badminton', 'Booked', '19:00'],
      ['2030-03-20', 'Banquet', 'Pending', '22:00'],
      ['2030-04-01', 'TT/Yoga', 'Booked', '08:30'],
    ]);
    const narrow = records(
      await get('booking/bookings.csv?from=2030-03-06&to=2030-03-31'),
      bookingCsvColumns,
    );
    expect(narrow.map((row) => row.sport)).toEqual(['Banquet']);
  });

  it('narrows to one sport, and one end alone runs to the end of its month', async () => {
    const banquet = await get('booking/bookings.csv?sport_type=Banquet');
    expect(records(banquet, bookingCsvColumns).map((row) => row.sport)).toEqual(['Banquet']);
    const yoga = await get('booking/bookings.csv?sport_type=TT-Yoga&from=2030-04-01');
    expect(yoga.headers['content-disposition']).toBe(
      'attachment; filename="bookings-tt-yoga-2030-04-01-to-2030-04-30.csv"',
    );
    expect(records(yoga, bookingCsvColumns).map((row) => row.date)).toEqual(['2030-04-01']);
    const february = await get('booking/bookings.csv?to=2030-02-28');
    expect(records(february, bookingCsvColumns).map((row) => row.sport)).toEqual(['Tennis']);
  });

  it('refuses an end before the start, and a sport it does not know, with a sentence', async () => {
    const backwards = await get('booking/bookings.csv?from=2030-03-10&to=2030-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(detail(backwards)).toBe(messages.bookingsRangeInvalid);
    const unknown = await get('booking/bookings.csv?sport_type=Polo');
    expect(unknown.statusCode).toBe(400);
    expect(detail(unknown)).toContain(messages.bookingSportUnknown);
  });
});
