/**
 * The guard desk's snapshot (issue 17): what a desk keeps for a shift without network — the
 * keys that check a QR, the passes of today (and the night ahead), the revocation list, the
 * apartment directory and who is inside. Kept lean: a busy estate's 2,000 passes in one call.
 */
import { sql } from 'kysely';
import type { DeskPass } from '../../../contract/gate/desk';
import { deskWindow, INSIDE_DAYS } from './gate-day';
import { gateDirectory } from './gate-directory';
import { dueOutTimes } from './overstay';
import { toVisit } from './visitor-views';
import { deskStanding } from './standing-views';
import { deskVehicles } from '../vehicles';
import type { HandlersFor } from '../../platform/http/handler';

export const gateDeskHandlers: HandlersFor<'getDesk'> = {
  async getDesk({ app }) {
    const now = app.now();
    const day = deskWindow(now);
    const passes = await app.db
      .selectFrom('passes as p')
      .select([
        'p.id',
        'p.kind',
        'p.name',
        'p.apartment',
        'p.code',
        'p.valid_from',
        'p.valid_until',
        'p.days',
        'p.people',
        'p.vehicle',
        'p.note',
      ])
      .select(
        sql<Date | null>`CASE WHEN p.kind = 'daily_help' THEN NULL ELSE
          (SELECT min(v.checked_in_at) FROM visits v WHERE v.pass_id = p.id) END`.as('used_at'),
      )
      .where('p.revoked_at', 'is', null)
      .where('p.valid_from', '<', day.until)
      .where('p.valid_until', '>', day.from)
      .orderBy('p.valid_from')
      .orderBy('p.id')
      .execute();
    const revoked = await app.db
      .selectFrom('passes')
      .select('id')
      .where('revoked_at', 'is not', null)
      .where('valid_until', '>', now)
      .execute();
    const inside = await app.db
      .selectFrom('visits')
      .selectAll()
      .where('checked_out_at', 'is', null)
      .where('checked_in_at', '>', new Date(now.getTime() - INSIDE_DAYS * 86_400_000))
      .orderBy('checked_in_at', 'desc')
      .execute();
    return {
      generated_at: now.toISOString(),
      keys: [{ id: app.passSigner.keyId, public_key: app.passSigner.publicKey }],
      passes: passes.map((pass): DeskPass => ({
        ...pass,
        id: String(pass.id),
        code: pass.code,
        valid_from: pass.valid_from.toISOString(),
        valid_until: pass.valid_until.toISOString(),
        used_at: pass.used_at ? new Date(pass.used_at).toISOString() : null,
      })),
      revoked: revoked.map((row) => String(row.id)),
      directory: await gateDirectory(app.db),
      inside: inside.map(toVisit),
      due_out: await dueOutTimes(app.db, inside),
      standing: await deskStanding(app.db, now),
      vehicles: await deskVehicles(app.db),
    };
  },
};
