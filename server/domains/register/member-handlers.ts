/**
 * The residents' register (SPEC.md §7 Members): create one, change one's status (deactivating
 * ends their sessions), create many from a CSV, list them (access.ts has the rest). Every
 * change counts from the person's next request: each request reads the session and the user
 * from the database (platform/auth/auth-plugin.ts), never the token. Each is an audited admin act.
 */
import type { Kysely, Selectable } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import { membershipStartProblem } from '../../../contract/register/members';
import type { BulkResult, Resident, UserInput } from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import type { Database, UsersTable } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { readResidentCsv } from './resident-csv';
import { endEverySession } from '../../platform/auth/sessions';
import { phoneLockedUntil } from '../sign-in';
import { selectRegister } from '../../platform/auth/users';
import { csvBody } from '../../platform/csv-reader';
import type { HandlersFor } from '../../platform/http/handler';

/** Rows per INSERT: 1,000 × 10 values stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1_000;

/** A person as the register shows them; `lockedUntil`: their phone's lock for strangers. */
export function toResident(row: Selectable<UsersTable>, lockedUntil: Date | null): Resident {
  return {
    phone_number: row.phone_number,
    apartment_number: row.apartment_number,
    name: row.name,
    email: row.email,
    member_status: row.member_status,
    is_active: row.is_active,
    is_owner: row.is_owner,
    membership_startdate: row.membership_startdate,
    creation_date: row.creation_date.toISOString(),
    modification_date: row.modification_date.toISOString(),
    role: row.role,
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
    removed_at: row.removed_at?.toISOString() ?? null,
    locked_until: lockedUntil?.toISOString() ?? null,
  };
}

/** `toResident` with the phone's lock read from the database. */
export async function residentOf(
  db: Kysely<Database>,
  row: Selectable<UsersTable>,
  at: Date,
): Promise<Resident> {
  return toResident(row, await phoneLockedUntil(db, row.phone_number, at));
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
    is_owner: input.is_owner,
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
  async createUser({ app, body, transaction }) {
    const now = app.now();
    const late = membershipStartProblem(body.membership_startdate, inIndia(now).date);
    if (late) throw new HttpError(400, `membership_startdate: ${late}`);
    const member = newMember(body, inIndia(now).date, now);
    return transaction(async (tx) => {
      const inserted = await insertMembers(tx, [member]);
      if (!inserted.has(member.phone_number)) throw new HttpError(409, messages.userExists);
      const row = await tx
        .selectFrom('users')
        .selectAll()
        .where('phone_number', '=', member.phone_number)
        .executeTakeFirstOrThrow();
      return { message: messages.userCreated, user: toResident(row, null) };
    });
  },

  async updateUser({ app, params, body, transaction }) {
    return transaction(async (tx) => {
      const person = await tx
        .selectFrom('users')
        .select('role')
        .where('phone_number', '=', params.phone)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (person?.role === 'guard') throw new HttpError(409, messages.isAGuard);
      // Residents only: the RWA's own account is not a member status to switch off.
      const row = await tx
        .updateTable('users')
        .set({
          member_status: body.member_status,
          is_active: body.is_active,
          modification_date: app.now(),
        })
        .where('phone_number', '=', params.phone)
        .where('apartment_number', '=', params.apartment)
        .where('role', '=', 'member')
        .where('removed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, messages.userNotFound);
      // Deactivated: every token they hold stops at its next request (platform/auth/auth-plugin.ts reads
      // is_active), and the sessions end too, so reactivating does not bring old ones back.
      if (!row.is_active) await endEverySession(tx, row, 'deactivated', app.now());
      return { message: messages.userUpdated, user: await residentOf(tx, row, app.now()) };
    });
  },

  async createUsersBulk({ app, request, transaction, audit }) {
    const now = app.now();
    const today = inIndia(now).date;
    const { rows, errors } = readResidentCsv(csvBody(request.body), today);
    const members = rows.map((row) => newMember(row.input, today, now));
    return transaction(async (tx) => {
      const inserted = await insertMembers(tx, members);
      const result: BulkResult = { created_users: [], errors };
      rows.forEach(({ line, input }) => {
        if (inserted.has(input.phone_number)) result.created_users.push(input.phone_number);
        else {
          const { phone_number, name } = input;
          result.errors.push({ phone_number, row: line, name, error: messages.userExists });
        }
      });
      audit({
        targetId: `${result.created_users.length} residents`,
        summary: `${result.created_users.length} created, ${result.errors.length} refused`,
      });
      return result;
    });
  },

  async listResidents({ app }) {
    const rows = await selectRegister(app.db, app.now())
      .orderBy('apartment_number')
      .orderBy('users.phone_number')
      .execute();
    return rows.map(({ locked_until, ...row }) => toResident(row, locked_until));
  },
};
