/**
 * How the gate's rows read in the contract's words: a pass with its state and QR, a visit with
 * where it came from. Shared by the resident's, the guard's and the RWA's calls.
 */
import type { Kysely, Selectable } from 'kysely';
import type { LoggedPass } from '../../../contract/gate/estate-log';
import type { Visit, VisitorPass, PassState } from '../../../contract/gate/visitors';
import type { Database } from '../../platform/db/schema';
import type { PassesTable, VisitsTable } from './tables';
import type { PassSigner } from './pass-signing';

export type PassRow = Selectable<PassesTable>;
export type VisitRow = Selectable<VisitsTable>;

/** A pass with its latest entry and exit, and who made it. */
export interface ListedPass extends PassRow {
  arrived_at: Date | null;
  left_at: Date | null;
  created_by_name: string | null;
}

/** Where a pass stands at `now` (contract/gate/visitors.ts passStates). */
export function passState(pass: ListedPass, now: Date): PassState {
  if (pass.revoked_at) return 'revoked';
  if (pass.kind === 'daily_help') return pass.valid_until > now ? 'active' : 'expired';
  if (pass.arrived_at) return pass.left_at ? 'left' : 'arrived';
  return pass.valid_until > now ? 'expected' : 'expired';
}

/** A pass as the estate's log reads it: no code, no QR (contract/gate/estate-log.ts). */
export function toLoggedPass(pass: ListedPass, now: Date): LoggedPass {
  return {
    id: String(pass.id),
    kind: pass.kind,
    name: pass.name,
    phone: pass.phone,
    apartment: pass.apartment,
    valid_from: pass.valid_from.toISOString(),
    valid_until: pass.valid_until.toISOString(),
    people: pass.people,
    vehicle: pass.vehicle,
    days: pass.days,
    note: pass.note,
    state: passState(pass, now),
    arrived_at: pass.arrived_at?.toISOString() ?? null,
    left_at: pass.left_at?.toISOString() ?? null,
    created_by_name: pass.created_by_name ?? '',
    created_at: pass.created_at.toISOString(),
    revoked_at: pass.revoked_at?.toISOString() ?? null,
  };
}

/** A pass for its own flat (or the gate): with the code and the signed QR that let a visitor in. */
export function toVisitorPass(pass: ListedPass, signer: PassSigner, now: Date): VisitorPass {
  return { ...toLoggedPass(pass, now), code: pass.code, qr: signer.tokenFor(pass) };
}

/** Passes joined with their latest visit and their maker's name; callers add filters. */
export function listedPasses(db: Kysely<Database>) {
  return db
    .selectFrom('passes as p')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('visits')
          .select(['checked_in_at as arrived_at', 'checked_out_at as left_at'])
          .whereRef('visits.pass_id', '=', 'p.id')
          .orderBy('checked_in_at', 'desc')
          .limit(1)
          .as('v'),
      (join) => join.onTrue(),
    )
    .leftJoin('users as u', 'u.phone_number', 'p.created_by')
    .selectAll('p')
    .select(['v.arrived_at', 'v.left_at', 'u.name as created_by_name']);
}

/** Where a visit came from: a walk-in, a flat's standing approval, or a pass. */
export function visitSource(row: VisitRow): Visit['source'] {
  if (row.walk_in_id || row.kind === 'walk_in') return 'walk_in';
  return row.standing_approval_id === null ? 'pass' : 'standing';
}

export function toVisit(row: VisitRow): Visit {
  return {
    id: row.id,
    source: visitSource(row),
    pass_id: row.pass_id === null ? null : String(row.pass_id),
    walk_in_id: row.walk_in_id,
    kind: row.kind,
    name: row.name,
    apartment: row.apartment,
    gate: row.gate,
    people: row.people,
    checked_in_at: row.checked_in_at.toISOString(),
    checked_out_at: row.checked_out_at?.toISOString() ?? null,
    guard_name: row.guard_name,
    approved_by: row.approved_by,
    approved_via: row.approved_via,
    flags: row.flags,
  };
}
