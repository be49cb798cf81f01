/**
 * Letting someone in by pass (issue 17). The pass is looked up by code or id; online, any
 * problem refuses the entry and nothing is written; an entry the desk already made offline is
 * always recorded, with what is wrong as flags for the RWA (the server judges, nothing is lost).
 * The visit's id comes from the device, so the same entry sent again is answered, not doubled.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { User } from '../../platform/db/schema';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { tellArrival, tellFlagged } from './gate-notices';
import { passProblems } from './pass-rules';
import type { PassProblem } from './pass-rules';
import type { PassRow, VisitRow } from './visitor-views';

/** An ended pass's code still finds it for a week, to say "expired" rather than "unknown". */
const ENDED_LOOKUP_MS = 7 * 24 * 60 * 60 * 1000;

export interface CheckInRequest {
  visitId: string;
  code?: string | undefined;
  passId?: string | undefined;
  gate: string;
  people?: number | undefined;
  at: Date;
  offline: boolean;
}

/** The pass a code or id names at `at`; of passes sharing a code, the live one. */
export async function findPass(
  db: Kysely<Database>,
  request: Pick<CheckInRequest, 'code' | 'passId' | 'at'>,
): Promise<PassRow | undefined> {
  if (request.passId !== undefined) {
    const id = Number(request.passId);
    if (!Number.isSafeInteger(id)) return undefined;
    return db.selectFrom('passes').selectAll().where('id', '=', id).executeTakeFirst();
  }
  if (request.code === undefined) return undefined;
  return db
    .selectFrom('passes')
    .selectAll()
    .where('code', '=', request.code)
    .where('valid_until', '>', new Date(request.at.getTime() - ENDED_LOOKUP_MS))
    .orderBy(sql`revoked_at IS NULL AND valid_until > ${request.at}`, 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findVisit(db: Kysely<Database>, id: string): Promise<VisitRow | undefined> {
  return db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A one-time pass's first entry other than `visitId`. */
async function usedAt(tx: Kysely<Database>, pass: PassRow, visitId: string): Promise<Date | null> {
  if (pass.kind === 'daily_help') return null;
  const row = await tx
    .selectFrom('visits')
    .select('checked_in_at')
    .where('pass_id', '=', pass.id)
    .where('id', '!=', visitId)
    .orderBy('checked_in_at')
    .limit(1)
    .executeTakeFirst();
  return row?.checked_in_at ?? null;
}

/**
 * Records the entry (or answers the one already recorded under its id) and tells the household
 * (and the RWA when flagged). `pass` undefined: an offline entry of a pass the server does not
 * know. Throws 409 with the guard's sentence when an online entry breaks a rule.
 */
export async function recordCheckIn(
  tx: Kysely<Database>,
  request: CheckInRequest,
  found: PassRow | undefined,
  guard: User,
  now: Date,
): Promise<VisitRow> {
  const earlier = await findVisit(tx, request.visitId);
  if (earlier) return earlier;
  // Locked, so two gates using one pass at the same moment are judged one after the other.
  const pass = found
    ? await tx
        .selectFrom('passes')
        .selectAll()
        .where('id', '=', found.id)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  const problems: PassProblem[] = pass
    ? passProblems(pass, request.at, await usedAt(tx, pass, request.visitId))
    : [{ detail: messages.codeUnknown, flag: 'forged' }];
  const [first] = problems;
  // Online, nothing is recorded: 404 for a pass gone meanwhile, 409 for a broken rule.
  if (first && !request.offline) throw new HttpError(pass ? 409 : 404, first.detail);
  const inserted = await tx
    .insertInto('visits')
    .values({
      id: request.visitId,
      pass_id: pass?.id ?? null,
      kind: pass?.kind ?? 'guest',
      name: pass?.name ?? 'Unknown pass',
      apartment: pass?.apartment ?? '',
      gate: request.gate,
      people: request.people ?? pass?.people ?? 1,
      checked_in_at: request.at,
      guard_phone: guard.phone_number,
      guard_name: guard.name ?? 'Guard',
      flags: problems.map((problem) => problem.flag),
      recorded_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  // Sent twice at once: the other call recorded it (and told everyone).
  if (!inserted) return (await findVisit(tx, request.visitId)) as VisitRow;
  if (pass) await tellArrival(tx, inserted, now);
  await tellFlagged(tx, inserted, now);
  return inserted;
}
