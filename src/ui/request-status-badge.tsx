import { Badge, type BadgeTone } from './badge';

/**
 * The status of a ride or booking as a badge. Waiting is yellow, going ahead green, refused or
 * cancelled red, done grey; the word is always shown, so the colour is never the only signal.
 */
export function requestStatusTone(status: string): BadgeTone {
  switch (status.toLowerCase()) {
    case 'requested':
    case 'pending':
      return 'warning';
    case 'accepted':
    case 'on the way':
    case 'booked':
    case 'confirmed':
      return 'success';
    case 'declined':
    case 'cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}

export function RequestStatusBadge({ status }: { status: string }) {
  return <Badge tone={requestStatusTone(status)}>{status.trim() || 'Unknown'}</Badge>;
}
