/**
 * What this desk itself wrote this shift, live from the outbox: check-ins, check-outs, walk-ins
 * and phone answers, sent or not. The outbox is where they already live on the device (sent ones
 * stay a week), so the desk needs no second copy: these say which one-time passes it let in and
 * who is inside before the server has heard of them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { GUARD_SESSION_SECONDS } from '../../../contract/gate/gate';
import { db, type OutboxRecord } from '../../offline/db';
import {
  GATE_CHECK_IN_KIND,
  GATE_CHECK_OUT_KIND,
  GATE_PHONE_DECISION_KIND,
  GATE_STANDING_ENTRY_KIND,
  GATE_VEHICLE_ENTRY_KIND,
  GATE_WALK_IN_KIND,
} from '../../offline/kinds';

export const GATE_KINDS = [
  GATE_CHECK_IN_KIND,
  GATE_CHECK_OUT_KIND,
  GATE_WALK_IN_KIND,
  GATE_PHONE_DECISION_KIND,
  GATE_STANDING_ENTRY_KIND,
  GATE_VEHICLE_ENTRY_KIND,
];

/** A shift is a guard's session: nothing older than one counts as "here, this shift". */
export const SHIFT_MS = GUARD_SESSION_SECONDS * 1000;

/** This guard's gate records of the shift, oldest first; undefined until read once. */
export function useShiftRecords(userId: string): OutboxRecord[] | undefined {
  const [since] = useState(() => Date.now() - SHIFT_MS);
  return useLiveQuery(async () => {
    const records = await db.outbox
      .where('kind')
      .anyOf(GATE_KINDS)
      .filter((record) => record.userId === userId && record.createdAt >= since)
      .toArray();
    return records.sort((a, b) => a.createdAt - b.createdAt);
  }, [userId, since]);
}
