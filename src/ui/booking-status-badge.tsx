import { Badge, bookingStatusTone } from './badge';

/**
 * A booking's status as a coloured badge (SPEC.md §4): booked/confirmed green, pending yellow,
 * cancelled red, anything else grey, compared case-insensitively. The word itself is always
 * shown, so the colour is never the only signal.
 */
export function BookingStatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge tone={bookingStatusTone(status)}>{status?.trim() || 'Unknown'}</Badge>;
}
