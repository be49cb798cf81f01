// @vitest-environment node
/**
 * Whether a standing approval lets an arrival in (issue 34), as the desk judges with no network
 * and the server judges later: its window in India time (days, hours with both ends included,
 * first and last day) and what it names (kind, company or any, a cab's plate ending).
 */
import { describe, expect, it } from 'vitest';
import {
  entryCompaniesOf,
  standingCovers,
  standingOpenAt,
  standingVisitorName,
  type DeskStanding,
} from '../../../contract/gate/standing';

const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
/** Monday 4 March 2030, India time. */
const MONDAY = '2030-03-04';

const deliveries: DeskStanding = {
  id: '1',
  apartment: 'A101',
  kind: 'delivery',
  companies: ['swiggy', 'zomato', 'blinkit', 'amazon'],
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  start_time: '09:00',
  end_time: '22:00',
  starts_on: MONDAY,
  ends_on: null,
  plate_suffix: '',
};

const cabToday: DeskStanding = {
  ...deliveries,
  id: '2',
  kind: 'cab',
  companies: ['uber', 'ola'],
  days: ['mon'],
  start_time: '00:00',
  end_time: '23:59',
  ends_on: MONDAY,
  plate_suffix: '4821',
};

describe('standingOpenAt', () => {
  it('is open inside its hours, both ends included, every day until stopped', () => {
    expect(standingOpenAt(deliveries, at(MONDAY, '09:00'))).toBe(true);
    expect(standingOpenAt(deliveries, at(MONDAY, '22:00'))).toBe(true);
    expect(standingOpenAt(deliveries, at('2031-07-19', '13:30'))).toBe(true);
  });

  it('is closed outside its hours', () => {
    expect(standingOpenAt(deliveries, at(MONDAY, '08:59'))).toBe(false);
    expect(standingOpenAt(deliveries, at(MONDAY, '22:01'))).toBe(false);
  });

  it('is closed before its first day and after its last', () => {
    expect(standingOpenAt(deliveries, at('2030-03-03', '12:00'))).toBe(false);
    expect(standingOpenAt(cabToday, at(MONDAY, '23:30'))).toBe(true);
    expect(standingOpenAt(cabToday, at('2030-03-05', '00:10'))).toBe(false);
  });

  it('is closed on a day of the week it does not name', () => {
    const weekends = { ...deliveries, days: ['sat', 'sun'] as DeskStanding['days'] };
    expect(standingOpenAt(weekends, at(MONDAY, '12:00'))).toBe(false);
    expect(standingOpenAt(weekends, at('2030-03-09', '12:00'))).toBe(true);
  });

  it('judges by India time, not the device’s zone', () => {
    // 03:45 UTC is 09:15 in India: open; 16:45 UTC is 22:15 in India: closed.
    expect(standingOpenAt(deliveries, new Date('2030-03-04T03:45:00Z'))).toBe(true);
    expect(standingOpenAt(deliveries, new Date('2030-03-04T16:45:00Z'))).toBe(false);
  });
});

describe('standingCovers', () => {
  it('names its companies of its kind, and no other', () => {
    expect(standingCovers(deliveries, { kind: 'delivery', company: 'swiggy' })).toBe(true);
    expect(standingCovers(deliveries, { kind: 'delivery', company: 'zepto' })).toBe(false);
    expect(standingCovers(deliveries, { kind: 'cab', company: 'uber' })).toBe(false);
  });

  it('lets in any company of its kind when it says so', () => {
    const any = { ...deliveries, companies: ['any'] as DeskStanding['companies'] };
    expect(standingCovers(any, { kind: 'delivery', company: 'zepto' })).toBe(true);
    expect(standingCovers(any, { kind: 'delivery', company: 'other' })).toBe(true);
    expect(standingCovers(deliveries, { kind: 'delivery', company: 'other' })).toBe(false);
  });

  it("checks a cab's plate ending when the guard read a plate", () => {
    const uber = { kind: 'cab', company: 'uber' } as const;
    expect(standingCovers(cabToday, { ...uber, plate: 'HR 26 XY 4821' })).toBe(true);
    expect(standingCovers(cabToday, { ...uber, plate: 'HR 26 XY 1111' })).toBe(false);
    expect(standingCovers(cabToday, uber)).toBe(true);
  });
});

describe('what the desk offers and how the visit reads', () => {
  it('offers the named companies, or every one of the kind and Other for any', () => {
    expect(entryCompaniesOf(cabToday)).toEqual(['uber', 'ola']);
    expect(entryCompaniesOf({ kind: 'cab', companies: ['any'] })).toEqual([
      'uber',
      'ola',
      'rapido',
      'other',
    ]);
  });

  it('names the visit after the company and the kind', () => {
    expect(standingVisitorName('delivery', 'swiggy')).toBe('Swiggy delivery');
    expect(standingVisitorName('cab', 'other')).toBe('Cab');
  });
});
