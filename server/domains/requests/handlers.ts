/**
 * Requests across kinds (contract/requests/requests.ts): a resident's own rides and bookings with their
 * timelines, and the office's queue of what waits on it. Read-only views over the kinds' own
 * tables and request_history; each kind's moves stay with its own call.
 */
import type { Kysely } from 'kysely';
import { addDays, inIndia } from '../../../contract/platform/india-time';
import type { RequestItem, RequestKind, RequestStep } from '../../../contract/requests/requests';
import type { Database } from '../../platform/db/schema';
import type { HandlersFor } from '../../platform/http/handler';

const LIMIT = 300;

type Row = Omit<RequestItem, 'history'> & { numericId: number };

async function ridesWhere(
  db: Kysely<Database>,
  filter: { phone?: string; since?: string; open?: boolean },
): Promise<Row[]> {
  let query = db
    .selectFrom('golf_cart_requests as g')
    .leftJoin('users as u', 'u.phone_number', 'g.user_phone')
    .select([
      'g.id',
      'g.pickup_location',
      'g.dropoff_location',
      'g.duration',
      'g.ride_date',
      'g.ride_time',
      'g.comments',
      'g.status',
      'g.status_note',
      'g.apartment_number',
      'g.user_phone',
      'g.created_at',
      'u.name',
    ])
    .orderBy('g.id', 'desc')
    .limit(LIMIT);
  if (filter.phone) query = query.where('g.user_phone', '=', filter.phone);
  if (filter.since) query = query.where('g.ride_date', '>=', filter.since);
  if (filter.open) query = query.where('g.status', 'in', ['Requested', 'Accepted', 'On the way']);
  const rows = await query.execute();
  return rows.map((row) => ({
    kind: 'golf_cart',
    id: String(row.id),
    numericId: row.id,
    title: `Golf cart: ${row.pickup_location} → ${row.dropoff_location}`,
    date: row.ride_date,
    time: row.ride_time,
    end_time: '',
    status: row.status,
    status_note: row.status_note,
    apartment_number: row.apartment_number,
    phone_number: row.user_phone,
    name: row.name ?? '',
    details: [`${row.duration} min`, row.comments].filter(Boolean).join(' · '),
    created_at: row.created_at.toISOString(),
  }));
}

async function bookingsWhere(
  db: Kysely<Database>,
  filter: { phone?: string; since?: string; open?: boolean },
): Promise<Row[]> {
  let query = db
    .selectFrom('bookings as b')
    .leftJoin('users as u', 'u.phone_number', 'b.user_phone')
    .select([
      'b.id',
      'b.sport_type',
      'b.booking_date',
      'b.time_slot',
      'b.end_time',
      'b.duration',
      'b.status',
      'b.purpose',
      'b.expected_guests',
      'b.apartment_number',
      'b.user_phone',
      'b.created_at',
      'u.name',
    ])
    .orderBy('b.id', 'desc')
    .limit(LIMIT);
  if (filter.phone) query = query.where('b.user_phone', '=', filter.phone);
  if (filter.since) query = query.where('b.booking_date', '>=', filter.since);
  if (filter.open) query = query.where('b.status', '=', 'Pending');
  const rows = await query.execute();
  return rows.map((row) => {
    const banquet = row.sport_type === 'Banquet';
    return {
      kind: banquet ? 'banquet' : 'court',
      id: String(row.id),
      numericId: row.id,
      title: banquet ? `Banquet hall: ${row.purpose ?? ''}` : `${row.sport_type} court`,
      date: row.booking_date,
      time: row.time_slot,
      end_time: row.end_time ?? '',
      status: row.status,
      status_note: '',
      apartment_number: row.apartment_number,
      phone_number: row.user_phone,
      name: row.name ?? '',
      details: banquet ? `${row.expected_guests ?? 0} guests` : `${row.duration} min`,
      created_at: row.created_at.toISOString(),
    };
  });
}

/** The caller's event registrations: one step each (registering), the event's day and time. */
async function registrationsOf(db: Kysely<Database>, phone: string, since: string): Promise<Row[]> {
  const rows = await db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'e.id',
      'e.title',
      'e.date',
      'e.time',
      'r.name',
      'r.apartment_number',
      'r.phone',
      'r.number_of_attendees',
      'r.standing',
      'r.created_at',
    ])
    .where('r.user_phone', '=', phone)
    .where('e.date', '>=', since)
    .orderBy('e.date', 'desc')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    kind: 'registration',
    id: String(row.id),
    numericId: row.id,
    title: `Event: ${row.title}`,
    date: row.date,
    time: '',
    end_time: '',
    status: 'Registered',
    // Waiting for a seat (issue 21): still a registration, told when it is moved in.
    status_note: row.standing === 'waitlisted' ? 'On the waitlist' : '',
    apartment_number: row.apartment_number,
    phone_number: row.phone,
    name: row.name,
    details: [row.time, `${row.number_of_attendees} attending`].filter(Boolean).join(' · '),
    created_at: row.created_at.toISOString(),
  }));
}

/** Adds each request's moves, oldest first, and the note of its latest move. */
async function withHistory(db: Kysely<Database>, rows: Row[]): Promise<RequestItem[]> {
  const steps = new Map<string, RequestStep[]>();
  const byKind = (kind: RequestKind) => rows.filter((r) => r.kind === kind).map((r) => r.numericId);
  for (const kind of ['golf_cart', 'banquet', 'court'] as const) {
    // (registrations keep no moves: a cancelled one is deleted)
    const ids = byKind(kind);
    if (ids.length === 0) continue;
    const history = await db
      .selectFrom('request_history')
      .select(['request_id', 'status', 'note', 'at', 'by_role'])
      .where('kind', '=', kind)
      .where('request_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const step of history) {
      const key = `${kind}:${step.request_id}`;
      const list = steps.get(key) ?? [];
      list.push({
        status: step.status,
        note: step.note,
        at: step.at.toISOString(),
        by_role: step.by_role,
      });
      steps.set(key, list);
    }
  }
  return rows.map(({ numericId, ...row }) => {
    // A registration has one step, its making; the kinds with lifecycles keep theirs.
    const made: RequestStep = {
      status: row.status,
      note: '',
      at: row.created_at,
      by_role: 'member',
    };
    const history =
      row.kind === 'registration' ? [made] : (steps.get(`${row.kind}:${numericId}`) ?? []);
    const latestNote = history.at(-1)?.note ?? '';
    return { ...row, status_note: row.status_note || latestNote, history };
  });
}

const byWhen = (a: RequestItem, b: RequestItem) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

export const requestHandlers: HandlersFor<'myRequests' | 'openRequests'> = {
  async myRequests({ app, user }) {
    const since = addDays(inIndia(app.now()).date, -30);
    const filter = { phone: user.phone_number, since };
    const rows = [
      ...(await ridesWhere(app.db, filter)),
      ...(await bookingsWhere(app.db, filter)),
      ...(await registrationsOf(app.db, user.phone_number, since)),
    ];
    return (await withHistory(app.db, rows)).sort(byWhen).reverse();
  },

  async openRequests({ app }) {
    const rows = [
      ...(await ridesWhere(app.db, { open: true })),
      ...(await bookingsWhere(app.db, { open: true })),
    ];
    // Oldest request first: whoever has waited longest is answered first.
    return (await withHistory(app.db, rows)).sort((a, b) =>
      a.created_at.localeCompare(b.created_at),
    );
  },
};
