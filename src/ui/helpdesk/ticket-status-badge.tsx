import type { TicketStatus } from '../../../contract/helpdesk/lifecycle';
import { Badge, type BadgeTone } from '../badge';

const tones: Record<TicketStatus, BadgeTone> = {
  Open: 'warning',
  Assigned: 'warning',
  'In progress': 'success',
  'Waiting for resident': 'warning',
  Resolved: 'success',
  Closed: 'neutral',
};

/** A ticket's status as a badge; the word is always shown, so colour is never the only signal. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
