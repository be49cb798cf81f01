/**
 * What the gate tells people (issue 17), in the caller's transaction like every notice: the
 * household when their visitor arrives or their daily help comes and goes, every resident of a
 * flat when a walk-in waits at the gate, and the RWA when an entry needs a look.
 */
import type { Kysely, Selectable } from 'kysely';
import { clockLabel, dayAndClockLabel, inIndia } from '../../../contract/platform/india-time';
import { passKindLabels, visitFlagLabels } from '../../../contract/gate/visitors';
import type { Database } from '../../platform/db/schema';
import type { VisitsTable, WalkInsTable } from './tables';
import { notify } from '../notices';
import { indiaLabel } from './pass-rules';

type Visit = Pick<
  Selectable<VisitsTable>,
  'id' | 'kind' | 'name' | 'apartment' | 'gate' | 'flags' | 'guard_name' | 'checked_in_at'
> & { checked_out_at: Date | null };

const HOUR = 3_600;

/** "Asha (Guest) arrived at 10:42", or for daily help "Sunita entered at 08:02". */
export async function tellArrival(tx: Kysely<Database>, visit: Visit, now: Date): Promise<void> {
  const time = indiaLabel(visit.checked_in_at, now);
  const title =
    visit.kind === 'daily_help'
      ? `${visit.name} entered at ${time}`
      : visit.kind === 'walk_in'
        ? `${visit.name} (Visitor) arrived at ${time}`
        : `${visit.name} (${passKindLabels[visit.kind]}) arrived at ${time}`;
  await notify(
    tx,
    { household: visit.apartment },
    {
      kind: 'visitor_arrived',
      category: 'visitors',
      title,
      body: `At ${visit.gate}`,
      url: '/visitors',
      tag: `visit-${visit.id}`,
      push: { urgency: 'normal', ttlSeconds: HOUR },
    },
    now,
  );
}

/** Daily help going home is attendance: "Sunita left at 17:05". Guests leave unannounced. */
export async function tellDeparture(tx: Kysely<Database>, visit: Visit, now: Date): Promise<void> {
  if (visit.kind !== 'daily_help' || !visit.checked_out_at) return;
  await notify(
    tx,
    { household: visit.apartment },
    {
      kind: 'visitor_left',
      category: 'visitors',
      title: `${visit.name} left at ${indiaLabel(visit.checked_out_at, now)}`,
      body: `At ${visit.gate}`,
      url: '/visitors',
      tag: `visit-${visit.id}`,
      push: false,
    },
    now,
  );
}

/** An entry the desk let in offline that breaks a rule: the RWA looks at it. */
export async function tellFlagged(tx: Kysely<Database>, visit: Visit, now: Date): Promise<void> {
  if (visit.flags.length === 0) return;
  const when = inIndia(visit.checked_in_at);
  const flat = visit.apartment === '' ? 'no known flat' : visit.apartment;
  await notify(
    tx,
    { role: 'rwa' },
    {
      kind: 'visit_flagged',
      category: 'office',
      title: `Gate: ${visit.flags.map((flag) => visitFlagLabels[flag]).join(', ')}`,
      body: `${visit.name} for ${flat}, let in at ${visit.gate} on ${dayAndClockLabel(when.date, when.time)} by ${visit.guard_name}`,
      url: '/admin/visitors',
      tag: `visit-${visit.id}`,
    },
    now,
  );
}

/** A walk-in waits: every resident of the flat may answer, and the first answer wins. */
export async function askHousehold(
  tx: Kysely<Database>,
  walkIn: Pick<WalkInsTable, 'id' | 'name' | 'purpose' | 'apartment'>,
  now: Date,
): Promise<void> {
  await notify(
    tx,
    { household: walkIn.apartment },
    {
      kind: 'walk_in',
      category: 'visitors',
      title: 'Visitor at the gate',
      body: `${walkIn.name} — ${walkIn.purpose}. Approve or deny.`,
      url: `/visitors?walk_in=${walkIn.id}`,
      tag: `walk-in-${walkIn.id}`,
      // Someone is standing at the gate: wake the phone now, and never deliver it stale.
      push: { urgency: 'high', ttlSeconds: 300 },
    },
    now,
  );
}

/**
 * Once someone has answered, the household's "Approve or deny" notices say what was decided
 * instead: an inbox read later must not ask for an answer that can no longer be given.
 */
export async function markHouseholdAnswered(
  tx: Kysely<Database>,
  walkIn: Pick<WalkInsTable, 'id' | 'name' | 'purpose'>,
  answer: { decision: 'approved' | 'denied'; by: string },
  at: Date,
): Promise<void> {
  const verdict = answer.decision === 'approved' ? 'Let in' : 'Turned away';
  await tx
    .updateTable('notifications')
    .set({
      body: `${walkIn.name} — ${walkIn.purpose}. ${verdict}: ${answer.by} answered at ${clockLabel(inIndia(at).time)}.`,
    })
    .where('kind', '=', 'walk_in')
    .where('url', '=', `/visitors?walk_in=${walkIn.id}`)
    .execute();
}
