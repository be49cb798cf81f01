/**
 * Standing approvals in "Expected soon" (issue 34): a one-day approval — "an Uber or Ola cab,
 * today, plate ending 4821" — is someone the flat expects, so it joins the passes there, a row
 * for each company it names (the guard's one tap says which came). Approvals that run every day
 * are a rule rather than an arrival: they stay in their own section, found by flat.
 */
import {
  entryCompaniesOf,
  standingVisitorName,
  type DeskStanding,
} from '../../../contract/gate/standing';
import { inIndia } from '../../../contract/platform/india-time';
import type { OutboxRecord } from '../../offline/db';
import { GATE_STANDING_ENTRY_KIND, type GateStandingEntryPayload } from '../../offline/kinds';
import { indiaInstant } from '../../lib/india-time';
import type { ExpectedEntry } from './expected-soon';

/** Approvals this desk has let someone in under (sent or waiting). */
export function standingUsedHere(records: readonly OutboxRecord[]): Set<string> {
  const used = new Set<string>();
  for (const record of records) {
    if (record.kind !== GATE_STANDING_ENTRY_KIND || record.status === 'rejected') continue;
    used.add((record.payload as GateStandingEntryPayload).body.approval_id);
  }
  return used;
}

/** Today's one-day approvals not yet used here, as expected rows. */
export function standingEntries(
  standing: readonly DeskStanding[],
  usedHere: ReadonlySet<string>,
  now: Date,
): ExpectedEntry[] {
  const today = inIndia(now).date;
  return standing
    .filter((approval) => approval.starts_on === today && approval.ends_on === today)
    .filter((approval) => !usedHere.has(approval.id))
    .flatMap((approval) =>
      entryCompaniesOf(approval).map((company) => ({
        key: `standing:${approval.id}:${company}`,
        name: standingVisitorName(approval.kind, company),
        apartment: approval.apartment,
        kind: 'Standing approval',
        from: Date.parse(indiaInstant(today, approval.start_time)),
        // The last minute counts (the window's ends are both included).
        until: Date.parse(indiaInstant(today, approval.end_time)) + 60_000,
        people: 1,
        vehicle: approval.plate_suffix ? `Plate ending ${approval.plate_suffix}` : '',
        note: '',
        admit: { type: 'standing' as const, approval, company },
        admitLabel: 'Let in',
      })),
    );
}
