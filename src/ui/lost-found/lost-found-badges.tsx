import type { LostFoundStatus, LostFoundType } from '../../../contract/lost-found/lost-found';
import { Badge } from '../badge';

/** 'lost' → 'Lost', 'found' → 'Found'. */
export function lostFoundTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** Lost or Found, and Open or Closed, as every list of items shows them. */
export function LostFoundBadges({
  type,
  status,
}: {
  type: LostFoundType;
  status?: LostFoundStatus;
}) {
  return (
    <>
      <Badge tone={type === 'lost' ? 'warning' : 'success'}>{lostFoundTypeLabel(type)}</Badge>
      {/* The words carry the state; colour stays for Lost and Found, which are told at a glance. */}
      {status && <Badge>{status === 'open' ? 'Open' : 'Closed'}</Badge>}
    </>
  );
}
