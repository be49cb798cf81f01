/**
 * A pass in words, as the resident and their visitor read it: its window and state (shared with
 * the RWA's log, src/lib/gate-words.ts), and the text that goes out with Share or Copy. Pure, so
 * the cards, the share sheet and the tests read the same rules.
 */
import { estateName } from '../../../contract/platform/estate';
import { passKindLabels, type VisitorPass } from '../../../contract/gate/visitors';
import { passWindow } from '../../lib/gate-words';

export { passStateBadge, passWindow, weekdayLabels, type StateBadge } from '../../lib/gate-words';

/** Whether the resident may still revoke it: the gate would let it in. */
export const isLive = (pass: VisitorPass) => pass.state === 'expected' || pass.state === 'active';

/** What goes to the visitor (WhatsApp, SMS): who, the code, when, where, and what to do. */
export function shareText(pass: VisitorPass): string {
  const where = pass.apartment ? `${estateName}, flat ${pass.apartment}` : estateName;
  return (
    `${estateName} pass for ${pass.name}: code ${pass.code}, ${passWindow(pass)} at ${where}. ` +
    'Show the code or this QR at the gate.'
  );
}

export const shareTitle = (pass: VisitorPass) =>
  `${passKindLabels[pass.kind]} pass for ${pass.name}`;
