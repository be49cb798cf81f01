import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../../src/offline/db';
import {
  checkedOutHere,
  checkInCandidates,
  insideNow,
} from '../../../src/features/gate/shift-entries';
import { GATE_CHECK_IN_KIND, GATE_CHECK_OUT_KIND } from '../../../src/offline/kinds';
import { snapshot, T0, visitInside } from './passes';

function checkIn(visitId: string, status: OutboxRecord['status'], sentAt?: number): OutboxRecord {
  return {
    id: `record-${visitId}`,
    kind: GATE_CHECK_IN_KIND,
    schemaVersion: 1,
    payload: {
      body: {
        visit_id: visitId,
        pass_id: '41',
        gate: 'Main gate',
        people: 2,
        at: new Date(T0).toISOString(),
      },
      shown: { name: `Guest ${visitId}`, apartment: 'A101', kind: 'guest' },
    },
    userId: '9000000005',
    status,
    attempts: 0,
    nextAttemptAt: T0,
    createdAt: T0,
    updatedAt: sentAt ?? T0,
    ...(sentAt === undefined ? {} : { sentAt }),
  };
}

const names = (rows: ReturnType<typeof insideNow>) => rows.map((row) => row.name).sort();

describe('who is inside now, by the saved list and the desk’s own entries', () => {
  it('counts entries still on this device, marked as not sent', () => {
    const records = [checkIn('a', 'pending')];
    const rows = insideNow(snapshot(), T0 + 60_000, new Set(), checkInCandidates(records));
    expect(rows).toMatchObject([{ name: 'Guest a', waiting: true }]);
  });

  it('believes a list saved after the server had an entry: a visit missing from it has left', () => {
    const records = [checkIn('a', 'sent', T0 + 1_000), checkIn('b', 'sent', T0 + 9_000)];
    const rows = insideNow(snapshot(), T0 + 5_000, new Set(), checkInCandidates(records));
    expect(names(rows)).toEqual(['Guest b']);
  });

  it('shows a visit once when the list has it too', () => {
    const visit = visitInside({ id: 'a', name: 'Guest a' });
    const records = [checkIn('a', 'sent', T0 + 9_000)];
    const rows = insideNow(
      snapshot({ inside: [visit] }),
      T0,
      new Set(),
      checkInCandidates(records),
    );
    expect(names(rows)).toEqual(['Guest a']);
  });

  it('drops a visit this desk checked out, though the saved list still has it', () => {
    const visit = visitInside();
    const out: OutboxRecord = {
      ...checkIn('x', 'pending'),
      kind: GATE_CHECK_OUT_KIND,
      payload: { visit_id: visit.id, at: new Date(T0).toISOString() },
    };
    const rows = insideNow(snapshot({ inside: [visit] }), T0, checkedOutHere([out]), []);
    expect(rows).toEqual([]);
  });

  it('never counts an entry the server refused', () => {
    const rows = insideNow(
      snapshot(),
      T0,
      new Set(),
      checkInCandidates([checkIn('a', 'rejected')]),
    );
    expect(rows).toEqual([]);
  });
});
