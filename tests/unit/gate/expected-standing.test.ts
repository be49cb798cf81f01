// @vitest-environment node
/**
 * A one-day standing approval ("an Uber or Ola cab today") is expected on the desk, a row per
 * company it names, until this desk lets someone in under it; approvals that run every day stay
 * in their own section.
 */
import { describe, expect, it } from 'vitest';
import type { DeskStanding } from '../../../contract/gate/standing';
import type { OutboxRecord } from '../../../src/offline/db';
import { GATE_STANDING_ENTRY_KIND } from '../../../src/offline/kinds';
import { standingEntries, standingUsedHere } from '../../../src/features/gate/expected-standing';

const now = new Date('2030-03-04T11:00:00+05:30');
const cabToday: DeskStanding = {
  id: '7',
  apartment: 'A101',
  kind: 'cab',
  companies: ['uber', 'ola'],
  days: ['mon'],
  start_time: '10:00',
  end_time: '23:59',
  starts_on: '2030-03-04',
  ends_on: '2030-03-04',
  plate_suffix: '4821',
};
const everyDay: DeskStanding = { ...cabToday, id: '8', ends_on: null, days: ['mon', 'tue'] };

describe('standingEntries', () => {
  it("lists a one-day approval's companies, each let in by its own tap", () => {
    const rows = standingEntries([cabToday, everyDay], new Set(), now);
    expect(rows.map((row) => [row.name, row.apartment, row.vehicle])).toEqual([
      ['Uber cab', 'A101', 'Plate ending 4821'],
      ['Ola cab', 'A101', 'Plate ending 4821'],
    ]);
    expect(rows[0]?.from).toBe(Date.parse('2030-03-04T10:00:00+05:30'));
    expect(rows[0]?.until).toBe(Date.parse('2030-03-05T00:00:00+05:30'));
    expect(rows[0]?.admit).toEqual({ type: 'standing', approval: cabToday, company: 'uber' });
  });

  it('drops one this desk has let someone in under, unless the server refused it', () => {
    const record = (status: OutboxRecord['status']) =>
      ({
        kind: GATE_STANDING_ENTRY_KIND,
        status,
        payload: { body: { approval_id: '7' } },
      }) as OutboxRecord;
    expect(standingEntries([cabToday], standingUsedHere([record('pending')]), now)).toEqual([]);
    expect(standingEntries([cabToday], standingUsedHere([record('rejected')]), now)).toHaveLength(
      2,
    );
  });
});
