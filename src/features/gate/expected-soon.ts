/**
 * "Expected soon" on the desk (issue 34): who may arrive in the next hours, soonest first, read
 * without typing. Each source turns what the desk saved into rows of one shape — today's passes
 * here; standing approvals add theirs the same way — and `expectedSoon` keeps the rows of the
 * next hours and orders them. Pure: tested without a clock, a database or a screen.
 */
import { inIndia } from '../../../contract/platform/india-time';
import { weekdayOf } from '../../../contract/gate/visitors';
import type { DeskPass } from '../../../contract/gate/desk';
import type { DeskStanding, EntryCompany } from '../../../contract/gate/standing';
import { indiaInstant } from '../../lib/india-time';
import { kindLabel } from './pass-format';
import { isOneTime } from './pass-rules';

/** How far ahead the desk looks: a guard plans the next few hours, not the evening. */
export const EXPECTED_AHEAD_MS = 4 * 60 * 60_000;

/** One person (or party) the desk may let in soon, whatever made them expected. */
export interface ExpectedEntry {
  /** Unique across sources, e.g. `pass:41`. */
  key: string;
  name: string;
  apartment: string;
  /** What they are, as the guard reads it: "Guest", "Daily help". */
  kind: string;
  /** Epoch ms: from when, and until when, they may come in today. */
  from: number;
  until: number;
  people: number;
  /** To match the car at the barrier; empty when none. */
  vehicle: string;
  /** The resident's word for the gate; empty when none. */
  note: string;
  /** What the one tap lets in (the desk's `admit` acts on it) and the button's word. */
  admit: ExpectedAdmit;
  admitLabel: string;
}

/** What an expected row lets in at its tap; each source of rows adds its own kind. */
export type ExpectedAdmit =
  | { type: 'pass'; pass: DeskPass }
  | { type: 'standing'; approval: DeskStanding; company: EntryCompany };

/** What the desk knows of entries besides its saved list. */
export interface PassUse {
  revoked: readonly string[];
  /** Pass id → when this desk let it in (ISO). */
  enteredHere: ReadonlyMap<string, string>;
  /** Passes whose visitor is inside now. */
  inside: ReadonlySet<string>;
}

/** A daily help pass's hours today, or undefined when today is not one of its days. */
export function todaysHours(
  pass: DeskPass,
  now: Date,
): { from: number; until: number } | undefined {
  const today = inIndia(now).date;
  const first = inIndia(new Date(pass.valid_from));
  const last = inIndia(new Date(pass.valid_until));
  if (today < first.date || today > last.date) return undefined;
  if (pass.days.length > 0 && !pass.days.includes(weekdayOf(today))) return undefined;
  return {
    from: Date.parse(indiaInstant(today, first.time)),
    until: Date.parse(indiaInstant(today, last.time)),
  };
}

/** Whether the pass has brought its visitor already: a one-time pass once, daily help today. */
function arrived(pass: DeskPass, use: PassUse, now: Date): boolean {
  if (use.inside.has(pass.id)) return true;
  const here = use.enteredHere.get(pass.id);
  if (isOneTime(pass.kind)) return Boolean(pass.used_at ?? here);
  return here !== undefined && inIndia(new Date(here)).date === inIndia(now).date;
}

/** Today's passes not yet used (a one-time pass) or not yet in today (daily help). */
export function passEntries(passes: readonly DeskPass[], use: PassUse, now: Date): ExpectedEntry[] {
  const entries: ExpectedEntry[] = [];
  for (const pass of passes) {
    if (use.revoked.includes(pass.id) || arrived(pass, use, now)) continue;
    const window = isOneTime(pass.kind)
      ? { from: Date.parse(pass.valid_from), until: Date.parse(pass.valid_until) }
      : todaysHours(pass, now);
    if (!window) continue;
    entries.push({
      key: `pass:${pass.id}`,
      name: pass.name,
      apartment: pass.apartment,
      kind: kindLabel(pass.kind),
      ...window,
      people: pass.people,
      vehicle: pass.vehicle,
      note: pass.note,
      admit: { type: 'pass', pass },
      admitLabel: 'Check in',
    });
  }
  return entries;
}

/**
 * Those who may come between now and the next hours: whoever may come now first (the one whose
 * window closes soonest on top), then by when they may come.
 */
export function expectedSoon(entries: readonly ExpectedEntry[], now: Date): ExpectedEntry[] {
  const at = now.getTime();
  const due = (entry: ExpectedEntry) => Math.max(entry.from, at);
  return entries
    .filter((entry) => entry.until > at && entry.from < at + EXPECTED_AHEAD_MS)
    .sort((a, b) => due(a) - due(b) || a.until - b.until || a.name.localeCompare(b.name, 'en-IN'));
}
