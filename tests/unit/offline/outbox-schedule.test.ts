// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../../src/offline/db';
import {
  MAX_WAKE_MS,
  MIN_WAKE_MS,
  nextDrainDelay,
  RECHECK_STUCK_MS,
} from '../../../src/offline/outbox-schedule';

const now = 1_000_000;
let seq = 0;
function record(over: Partial<OutboxRecord>): OutboxRecord {
  seq += 1;
  return {
    id: `r${seq}`,
    kind: 'k',
    schemaVersion: 1,
    payload: {},
    userId: 'u',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: seq,
    updatedAt: now,
    ...over,
  };
}

describe('when the window drains next', () => {
  it('does not wake when nothing waits to be sent', () => {
    expect(nextDrainDelay([], now, false)).toBeUndefined();
    expect(nextDrainDelay([record({ status: 'needsAuth' })], now, false)).toBeUndefined();
  });

  it('wakes at the earliest retry time, at least 1 s and at most 60 s away', () => {
    expect(nextDrainDelay([record({ nextAttemptAt: now + 5_000 })], now, false)).toBe(5_000);
    expect(nextDrainDelay([record({ nextAttemptAt: now - 10 })], now, false)).toBe(MIN_WAKE_MS);
    expect(nextDrainDelay([record({ nextAttemptAt: now + 600_000 })], now, false)).toBe(
      MAX_WAKE_MS,
    );
  });

  it('ignores a due record held behind an earlier record of its entity', () => {
    const records = [
      record({ entityKey: 'e', nextAttemptAt: now + 30_000 }),
      record({ entityKey: 'e', nextAttemptAt: now }),
    ];
    expect(nextDrainDelay(records, now, false)).toBe(30_000);
  });

  it('after a drain that could not send, waits for later retries instead of spinning on due ones', () => {
    const records = [record({ nextAttemptAt: now }), record({ nextAttemptAt: now + 8_000 })];
    expect(nextDrainDelay(records, now, true)).toBe(8_000);
    expect(nextDrainDelay([record({ nextAttemptAt: now })], now, true)).toBe(RECHECK_STUCK_MS);
  });

  it('checks back on a record another context is sending', () => {
    expect(nextDrainDelay([record({ status: 'sending' })], now, false)).toBe(MAX_WAKE_MS);
  });
});
