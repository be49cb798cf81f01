import { describe, expect, it } from 'vitest';
import {
  EXPECTED_AHEAD_MS,
  expectedSoon,
  passEntries,
  todaysHours,
  type ExpectedEntry,
  type PassUse,
} from '../../../src/features/gate/expected-soon';
import { expectedWhen } from '../../../src/features/gate/expected-section';
import { at, guestPass, T0 } from './passes';

/** 09:00 in India on Monday 10 March 2025. */
const now = new Date(T0);
const noUse: PassUse = { revoked: [], enteredHere: new Map(), inside: new Set() };
const names = (entries: readonly ExpectedEntry[]) => entries.map((entry) => entry.name);

const sunita = guestPass({
  id: '50',
  kind: 'daily_help',
  name: 'Sunita',
  valid_from: at('2025-03-01T07:00:00'),
  valid_until: at('2025-06-30T11:00:00'),
  days: ['mon', 'wed', 'fri'],
  people: 1,
});

function soon(passes = [guestPass()], use: PassUse = noUse, when = now) {
  return expectedSoon(passEntries(passes, use, when), when);
}

describe('who is expected in the next hours', () => {
  it('puts whoever may come now first, closing soonest on top, then the rest by when they may come', () => {
    const passes = [
      guestPass({ id: '1', name: 'At noon', valid_from: at('2025-03-10T12:00:00') }),
      guestPass({ id: '2', name: 'All day', valid_until: at('2025-03-10T23:00:00') }),
      guestPass({ id: '3', name: 'Until ten', valid_until: at('2025-03-10T10:00:00') }),
      guestPass({ id: '4', name: 'At ten', valid_from: at('2025-03-10T10:00:00') }),
    ];
    expect(names(soon(passes))).toEqual(['Until ten', 'All day', 'At ten', 'At noon']);
  });

  it(`looks ${EXPECTED_AHEAD_MS / 3_600_000} hours ahead, and drops windows already over`, () => {
    const passes = [
      guestPass({ id: '1', name: 'Evening', valid_from: at('2025-03-10T18:00:00') }),
      guestPass({ id: '2', name: 'Just in', valid_from: at('2025-03-10T12:59:00') }),
      guestPass({
        id: '3',
        name: 'Gone',
        valid_from: at('2025-03-10T06:00:00'),
        valid_until: at('2025-03-10T08:59:00'),
      }),
    ];
    expect(names(soon(passes))).toEqual(['Just in']);
  });

  it('leaves out a one-time pass used, let in here, or revoked, and anyone inside now', () => {
    const passes = [
      guestPass({ id: '1', name: 'Used', used_at: at('2025-03-10T08:30:00') }),
      guestPass({ id: '2', name: 'Let in here' }),
      guestPass({ id: '3', name: 'Revoked' }),
      guestPass({ id: '4', name: 'Inside' }),
      guestPass({ id: '5', name: 'Still to come' }),
    ];
    const use: PassUse = {
      revoked: ['3'],
      enteredHere: new Map([['2', at('2025-03-10T08:45:00')]]),
      inside: new Set(['4']),
    };
    expect(names(soon(passes, use))).toEqual(['Still to come']);
  });

  it('expects daily help on their days at today’s hours, until they come in today', () => {
    const [entry] = soon([sunita]);
    expect(entry).toMatchObject({
      name: 'Sunita',
      kind: 'Daily help',
      from: Date.parse(at('2025-03-10T07:00:00')),
      until: Date.parse(at('2025-03-10T11:00:00')),
    });
    const yesterday = new Map([['50', at('2025-03-07T07:10:00')]]);
    expect(names(soon([sunita], { ...noUse, enteredHere: yesterday }))).toEqual(['Sunita']);
    const today = new Map([['50', at('2025-03-10T07:10:00')]]);
    expect(soon([sunita], { ...noUse, enteredHere: today })).toEqual([]);
    // Tuesday is not one of her days.
    expect(soon([sunita], noUse, new Date(at('2025-03-11T08:00:00')))).toEqual([]);
  });

  it('knows no hours for daily help outside its dates', () => {
    expect(todaysHours(sunita, new Date(at('2025-07-02T08:00:00')))).toBeUndefined();
    expect(todaysHours(sunita, new Date(at('2025-02-24T08:00:00')))).toBeUndefined();
  });

  it('carries the vehicle and the resident’s note, and checks the pass in at the tap', () => {
    const pass = guestPass({ vehicle: 'HR26 AB 1234', note: 'Blue Swift' });
    const [entry] = passEntries([pass], noUse, now);
    expect(entry).toMatchObject({
      key: 'pass:41',
      vehicle: 'HR26 AB 1234',
      note: 'Blue Swift',
      admit: { type: 'pass', pass },
      admitLabel: 'Check in',
    });
  });

  it('says "Now" for an open window and "From" for a later one', () => {
    const [open, later] = soon([
      guestPass({ id: '1' }),
      guestPass({ id: '2', valid_from: at('2025-03-10T11:30:00') }),
    ]);
    expect(expectedWhen(open!, now)).toBe('Now · until 8:00 PM');
    expect(expectedWhen(later!, now)).toBe('From 11:30 AM · until 8:00 PM');
  });
});
