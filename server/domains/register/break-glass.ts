/**
 * Break-glass (issue 31): what the operator who runs the server can do from its console when
 * nobody can sign in as the RWA — the only admin's phone locked, or no admin left who can get
 * a code. `npm run admin` (scripts/admin.ts) calls these; each writes an audit row naming the
 * console as the actor, in the transaction of its change.
 */
import type { Kysely } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { CONSOLE_ACTOR, recordAudit } from '../../platform/audit';
import { lockAdminRoster } from './residents';
import { unlockSignIn } from '../sign-in';

/** Refused: the sentence says why, for the operator to read. */
export class BreakGlassRefusal extends Error {
  override name = 'BreakGlassRefusal';
}

/** Lifts every sign-in lock of `phone` (strangers' and each device's), as the RWA's Unlock does. */
export async function unlockFromConsole(db: Kysely<Database>, phone: string, at: Date) {
  await db.transaction().execute(async (tx) => {
    await unlockSignIn(tx, phone);
    const entry = { actor: CONSOLE_ACTOR, action: 'user.unlock' as const, targetType: 'user' };
    await recordAudit(tx, { ...entry, targetId: phone, summary: 'from the server console' }, at);
  });
  return `Sign-in unlocked for ${phone}.`;
}

/**
 * Makes `phone` an active RWA admin named `name`: a person already in the register is promoted
 * (and reactivated), a new phone is added under apartment RWA, as the demo's admin is. A gate
 * guard or a person who moved out is refused: their rows belong to the gate's and the
 * register's history.
 */
export async function makeRwaFromConsole(
  db: Kysely<Database>,
  person: { phone: string; name: string },
  at: Date,
): Promise<string> {
  return db.transaction().execute(async (tx) => {
    await lockAdminRoster(tx);
    const existing = await tx
      .selectFrom('users')
      .selectAll()
      .where('phone_number', '=', person.phone)
      .forUpdate()
      .executeTakeFirst();
    if (existing?.removed_at) {
      throw new BreakGlassRefusal(
        `${person.phone} belongs to a person who moved out; use another phone number.`,
      );
    }
    if (existing?.role === 'guard') {
      throw new BreakGlassRefusal(`${person.phone} is a gate guard; use another phone number.`);
    }
    if (existing) {
      await tx
        .updateTable('users')
        .set({ role: 'rwa', is_active: true, name: person.name, modification_date: at })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await tx
        .insertInto('users')
        .values({
          phone_number: person.phone,
          apartment_number: 'RWA',
          name: person.name,
          role: 'rwa',
          membership_startdate: inIndia(at).date,
          creation_date: at,
          modification_date: at,
        })
        .execute();
    }
    const summary = existing
      ? `role: ${existing.role} → rwa, from the server console`
      : 'added as RWA admin, from the server console';
    const entry = { actor: CONSOLE_ACTOR, action: 'user.role' as const, targetType: 'user' };
    await recordAudit(tx, { ...entry, targetId: person.phone, summary }, at);
    return existing
      ? `${person.phone} (${person.name}) is now an RWA admin.`
      : `${person.phone} (${person.name}) was added as an RWA admin.`;
  });
}
