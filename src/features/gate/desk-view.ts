/**
 * What the desk's sections read (issue 34): one view of the desk the page builds each render, so
 * a section is a component of `{ desk }` and adding one is a line in desk-sections.ts. A piece that
 * needs more of the desk adds a field here and fills it in the page.
 */
import type { ComponentType } from 'react';
import type { DeskSnapshot } from '../../../contract/gate/desk';
import type { ExpectedAdmit, ExpectedEntry } from './expected-soon';
import type { InsideRow } from './shift-entries';

export interface DeskView {
  now: Date;
  online: boolean;
  userId: string;
  /** The gate this device stands at, as the guard named it. */
  gate: string;
  /** The saved list; undefined until the first refresh reached this device. */
  snapshot: DeskSnapshot | undefined;
  /** Who may come in the next hours, soonest first (expected-soon.ts). */
  expected: readonly ExpectedEntry[];
  /** Lets in an expected row's visitor at its tap. */
  admit: (what: ExpectedAdmit) => void;
  /** Who is inside now, newest first. */
  inside: readonly InsideRow[];
  checkOut: (row: InsideRow) => void;
  /** Asks for the gate's name when it is blank: true then, and nothing should be recorded. */
  needGate: () => boolean;
  /** Opens the walk-in form (a plate nobody registered). */
  /** Opens the walk-in form, its purpose started with what the desk already knows (a plate). */
  openWalkIn: (purpose?: string) => void;
}

export interface DeskSection {
  id: string;
  Section: ComponentType<{ desk: DeskView }>;
}
