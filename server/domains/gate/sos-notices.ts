/**
 * Who hears of an SOS besides the desk (issue 34), in the caller's transaction like every
 * notice: the RWA when it is raised, and the resident who raised it when a guard answers. In
 * the `notices` category, which no one can turn off: an SOS is not a preference.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { notify } from '../notices';
import { indiaLabel } from './pass-rules';
import type { SosRow } from './sos';

/** Minutes, not a day: an SOS pushed an hour late helps no one and only alarms. */
const SOS_PUSH = { urgency: 'high', ttlSeconds: 15 * 60 } as const;

export async function tellRwaOfSos(tx: Kysely<Database>, sos: SosRow, now: Date): Promise<void> {
  await notify(
    tx,
    { role: 'rwa' },
    {
      kind: 'sos',
      category: 'notices',
      title: `SOS from flat ${sos.apartment}`,
      body: `${sos.name} (${sos.raised_by}) pressed SOS at ${indiaLabel(sos.raised_at, now)}. The gate desk has been alerted.`,
      url: '/notifications',
      tag: `sos-${sos.id}`,
      push: SOS_PUSH,
    },
    now,
  );
}

export async function tellRaiserOnTheWay(
  tx: Kysely<Database>,
  sos: SosRow,
  now: Date,
): Promise<void> {
  if (!sos.acknowledged_at) return;
  await notify(
    tx,
    { phones: [sos.raised_by] },
    {
      kind: 'sos_acknowledged',
      category: 'notices',
      title: `On my way: ${sos.acknowledged_by_name ?? 'the guard'}`,
      body: `The gate answered your SOS at ${indiaLabel(sos.acknowledged_at, now)}.`,
      url: `/sos?id=${sos.id}`,
      tag: `sos-${sos.id}`,
      push: SOS_PUSH,
    },
    now,
  );
}
