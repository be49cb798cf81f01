/**
 * The desk's glance (issue 34): what a guard reads without typing, at arm's length, in order —
 * who is expected in the next hours, who is inside, and beside them what waits at the gate.
 * Each section is one line: a component of `{ desk }` (desk-view.ts) that shows itself, or
 * nothing when it has nothing to say. Parcels waiting and an open SOS join with a line each.
 */
import type { DeskSection } from './desk-view';
import { ExpectedSection } from './expected-section';
import { InsideSection } from './inside-now';
import { ParcelsWaiting } from './parcels-waiting';
import { PlateLookup } from './plate-lookup';
import { StandingSection } from './standing-section';

export const deskSections: readonly DeskSection[] = [
  { id: 'expected', Section: ExpectedSection },
  { id: 'standing', Section: StandingSection },
  { id: 'inside', Section: InsideSection },
  { id: 'parcels', Section: ParcelsWaiting },
  { id: 'plate', Section: PlateLookup },
];
