/** Words and links the Offline data page shows for stored things and queued items. */
import type { OutboxRecord } from '../../offline/db';
import { paths } from '../../lib/paths';

/** Where each queued kind was made, so "Edit & resend" opens the same form with the item. */
const editPaths: Record<string, (record: OutboxRecord) => string | undefined> = {
  golfCartRequest: ({ id }) => `${paths.golfCart}?edit=${encodeURIComponent(id)}`,
  eventRegistration: ({ id, payload }) => {
    const eventId = (payload as { event_id?: unknown } | null)?.event_id;
    return typeof eventId === 'string' || typeof eventId === 'number'
      ? `${paths.event(eventId)}?edit=${encodeURIComponent(id)}`
      : undefined;
  },
  lostFoundReport: ({ id }) => `${paths.lostAndFound}?edit=${encodeURIComponent(id)}`,
  helpdeskReport: ({ id }) => `${paths.helpdeskReport()}?edit=${encodeURIComponent(id)}`,
  helpdeskComment: ({ id, payload }) => {
    const ticketId = (payload as { ticket_id?: unknown } | null)?.ticket_id;
    return typeof ticketId === 'string'
      ? `${paths.helpdeskTicket(ticketId)}?edit=${encodeURIComponent(id)}`
      : undefined;
  },
  duesPaymentNotice: ({ id }) => `${paths.dues}?edit=${encodeURIComponent(id)}`,
};

const kindNames: Record<string, string> = {
  golfCartRequest: 'Golf cart request',
  eventRegistration: 'Event registration',
  eventRegistrationCancel: 'Cancelling an event registration',
  lostFoundReport: 'Lost & found report',
  helpdeskReport: 'Helpdesk complaint',
  helpdeskComment: 'Helpdesk comment',
  duesPaymentNotice: '"I have paid" notice',
  gateParcel: 'Parcel logged at the gate',
  parcelInstruction: 'Your choice for a parcel',
  assistantHandover: 'Question for the RWA office',
};

export function editPathFor(record: OutboxRecord): string | undefined {
  return editPaths[record.kind]?.(record);
}

export function kindName(kind: string): string {
  return kindNames[kind] ?? humanize(kind);
}

/** `tenders` → `Tenders`, `lost-and-found` → `Lost and found`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}
