/**
 * A lockout reaches the person it locks (issue 31): wrong codes for their phone are someone
 * trying to get in, and they should hear of it on the devices they are signed in on, not only
 * find it in the RWA's audit trail. Sent to the phone number whoever it belongs to: for a
 * number nobody here has, or a person who left, the same statements reach no inbox, so the
 * lockout takes the same time either way.
 */
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { notify } from '../notices';
import { lockEndLabel } from './sign-in-locks';
import type { Caller } from './sign-in-locks';

export async function tellOfLockout(
  tx: Kysely<Database>,
  caller: Caller,
  failures: number,
  until: Date,
  at: Date,
): Promise<void> {
  const label = lockEndLabel(until);
  await notify(
    tx,
    { phones: [caller.phone] },
    {
      kind: 'sign_in_locked',
      // Always on: a security notice is not a preference.
      category: 'notices',
      title: messages.lockNoticeTitle,
      body: caller.device
        ? messages.lockNoticeDevice(failures, label)
        : messages.lockNoticeStrangers(failures, label),
      url: '/',
      tag: `sign-in-locked-${caller.phone}`,
      push: { urgency: 'high', ttlSeconds: 86_400 },
    },
    at,
  );
}
