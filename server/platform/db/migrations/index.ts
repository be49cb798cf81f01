/**
 * Every migration, listed by hand rather than found by globbing the folder, so they travel
 * with a bundled server. Names sort in the order they run; add new ones at the end.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001-users-and-otp';
import * as m0002 from './0002-idempotency-keys';
import * as m0003 from './0003-golf-cart-requests';
import * as m0004 from './0004-tenders';
import * as m0005 from './0005-bookings';
import * as m0006 from './0006-banquet-statuses';
import * as m0007 from './0007-content';
import * as m0008 from './0008-lost-found-and-documents';
import * as m0009 from './0009-assistant';
import * as m0010 from './0010-request-history';
import * as m0011 from './0011-notifications';
import * as m0012 from './0012-menu-image-sizes';
import * as m0013 from './0013-access-and-audit';
import * as m0014 from './0014-rate-limits';
import * as m0015 from './0015-guards';
import * as m0016 from './0016-gate';
import * as m0017 from './0017-helpdesk';
import * as m0018 from './0018-helpdesk-queue';
import * as m0019 from './0019-event-seats';
import * as m0020 from './0020-change-notices';
import * as m0021 from './0021-trusted-devices';
import * as m0022 from './0022-dues';
import * as m0023 from './0023-dues-collection';
import * as m0024 from './0024-sos-and-overstay';
import * as m0025 from './0025-dues-late-fees-and-payment-links';
import * as m0026 from './0026-parcels';
import * as m0027 from './0027-standing-and-vehicles';
import * as m0028 from './0028-contact-messages';
import * as m0029 from './0029-notifications-by-time';
import * as m0032 from './0032-polls';
import * as m0033 from './0033-poll-dues-eligibility';
import * as m0034 from './0034-contact-messages-handled';
import * as m0035 from './0035-owners';
import * as m0036 from './0036-assistant-sections';
import * as m0037 from './0037-assistant-handover';

export const migrations: Record<string, Migration> = {
  '0001-users-and-otp': m0001,
  '0002-idempotency-keys': m0002,
  '0003-golf-cart-requests': m0003,
  '0004-tenders': m0004,
  '0005-bookings': m0005,
  '0006-banquet-statuses': m0006,
  '0007-content': m0007,
  '0008-lost-found-and-documents': m0008,
  '0009-assistant': m0009,
  '0010-request-history': m0010,
  '0011-notifications': m0011,
  '0012-menu-image-sizes': m0012,
  '0013-access-and-audit': m0013,
  '0014-rate-limits': m0014,
  '0015-guards': m0015,
  '0016-gate': m0016,
  '0017-helpdesk': m0017,
  '0018-helpdesk-queue': m0018,
  '0019-event-seats': m0019,
  '0020-change-notices': m0020,
  '0021-trusted-devices': m0021,
  '0022-dues': m0022,
  '0023-dues-collection': m0023,
  '0024-sos-and-overstay': m0024,
  '0025-dues-late-fees-and-payment-links': m0025,
  '0026-parcels': m0026,
  '0027-standing-and-vehicles': m0027,
  '0028-contact-messages': m0028,
  '0029-notifications-by-time': m0029,
  '0032-polls': m0032,
  '0033-poll-dues-eligibility': m0033,
  '0034-contact-messages-handled': m0034,
  '0035-owners': m0035,
  '0036-assistant-sections': m0036,
  '0037-assistant-handover': m0037,
};
