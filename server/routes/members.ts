/**
 * The residents' register (SPEC.md §7 Members): create one, change one's status, create many
 * from a CSV, list them. A status change counts from the caller's next request: every request
 * reads the user from the database (plugins/auth.ts), never the token.
 */
import type { Kysely, Selectable } from 'kysely';
import { inIndia } from '../../contract/india-time';
import { membershipStartProblem } from '../../contract/members';
import type { BulkResult, Resident, UserInput } from '../../contract/members';
import { messages } from '../../contract/messages';
import type { Database, UsersTable } from '../db/schema';
import { HttpError } from '../http-error';
import { readResidentCsv } from '../services/resident-csv';
import type { HandlersFor } from './handler';

/** Rows per INSERT: 1,000 × 9 values stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1_000;

function toResident(row: Selectable<UsersTable>): Resident {
  return {
    phone_number: row.phone_number,
    apartment_number: row.apartment_number,
    name: row.name,
    email: row.email,
    member_status: row.member_status,
    is_active: row.is_active,
    membership_startdate: row.membership_startdate,
    creation_date: row.creation_date.toISOString(),
    modification_date: row.modification_date.toISOString(),
  };
}

function newMember(input: UserInput, today: string, now: Date) {
  return {
    phone_number: input.phone_number,
    apartment_number: input.apartment_number,
    name: input.name,
    email: input.email,
    role: 'member' as const,
    member_status: input.member_status,
    is_active: input.is_active,
    membership_startdate: input.membership_startdate ?? today,
    creation_date: now,
    modification_date: now,
  };
}

/** Inserts the members whose phone is new; answers the phones actually inserted. */
async function insertMembers(
  db: Kysely<Database>,
  members: ReturnType<typeof newMember>[],
): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (let start = 0; start < members.length; start += INSERT_CHUNK) {
    const rows = await db
      .insertInto('users')
      .values(members.slice(start, start + INSERT_CHUNK))
      .onConflict((conflict) => conflict.column('phone_number').doNothing())
      .returning('phone_number')
      .execute();
    for (const row of rows) inserted.add(row.phone_number);
  }
  return inserted;
}

export const memberHandlers: HandlersFor<
  'createUser' | 'updateUser' | 'createUsersBulk' | 'listResidents'
> = {
  async createUser({ app, body, reply }) {
    const now = app.now();
    const late = membershipStartProblem(body.membership_startdate, inIndia(now).date);
    if (late) throw new HttpError(400, `membership_startdate: ${late}`);
    const member = newMember(body, inIndia(now).date, now);
    const inserted = await insertMembers(app.db, [member]);
    if (!inserted.has(member.phone_number)) throw new HttpError(409, messages.userExists);
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('phone_number', '=', member.phone_number)
      .executeTakeFirstOrThrow();
    reply.code(201);
    return { message: messages.userCreated, user: toResident(row) };
  },

  async updateUser({ app, params, body }) {
    // Residents only: the RWA's own account is not a member status to switch off.
    const row = await app.db
      .updateTable('users')
      .set({
        member_status: body.member_status,
        is_active: body.is_active,
        modification_date: app.now(),
      })
      .where('phone_number', '=', params.phone)
      .where('apartment_number', '=', params.apartment)
      .where('role', '=', 'member')
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, messages.userNotFound);
    return { message: messages.userUpdated, user: toResident(row) };
  },

  async createUsersBulk({ app, request }) {
    if (typeof request.body !== 'string') {
      throw new HttpError(415, 'Send the CSV file itself as the body, with Content-Type: text/csv');
    }
    const now = app.now();
    const today = inIndia(now).date;
    const { rows, errors } = readResidentCsv(request.body, today);
    const members = rows.map((row) => newMember(row.input, today, now));
    const inserted = await insertMembers(app.db, members);
    const result: BulkResult = { created_users: [], errors };
    for (const member of members) {
      if (inserted.has(member.phone_number)) result.created_users.push(member.phone_number);
      else result.errors.push({ phone_number: member.phone_number, error: messages.userExists });
    }
    return result;
  },

  async listResidents({ app }) {
    const rows = await app.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'member')
      .orderBy('apartment_number')
      .orderBy('phone_number')
      .execute();
    return rows.map(toResident);
  },
};
