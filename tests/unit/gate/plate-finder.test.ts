// @vitest-environment node
/**
 * The desk's plate lookup (issue 34), offline: a whole plate typed any way finds its flat, a
 * part finds the plates holding it, an unknown whole plate finds nobody (the walk-in flow) —
 * unless a cab approved by its plate's ending is open now.
 */
import { describe, expect, it } from 'vitest';
import type { DeskStanding } from '../../../contract/gate/standing';
import type { DeskVehicle } from '../../../contract/vehicles/vehicles';
import { findPlate, plateIndexOf } from '../../../src/features/gate/plate-finder';

const car = (plate: string, apartment: string): DeskVehicle => ({
  plate,
  apartment,
  kind: 'car',
  colour: '',
  sticker: '',
});
const index = plateIndexOf([
  car('HR26AB1234', 'A101'),
  car('22BH1234AB', 'B202'),
  car('DL03CAB5678', 'C303'),
]);
const cab: DeskStanding = {
  id: '9',
  apartment: 'A101',
  kind: 'cab',
  companies: ['uber'],
  days: ['mon'],
  start_time: '00:00',
  end_time: '23:59',
  starts_on: '2030-03-04',
  ends_on: '2030-03-04',
  plate_suffix: '4821',
};
const monday = new Date('2030-03-04T11:00:00+05:30');
const tuesday = new Date('2030-03-05T11:00:00+05:30');

describe('findPlate', () => {
  it('finds a whole plate however it is typed', () => {
    for (const typed of ['hr26ab1234', 'HR 26 AB 1234', 'hr-26-ab-1234']) {
      const answer = findPlate(index, [], typed, monday);
      expect(answer?.vehicles.map((v) => v.apartment)).toEqual(['A101']);
      expect(answer?.plate?.display).toBe('HR 26 AB 1234');
    }
  });

  it('finds the plates holding a part of one', () => {
    const answer = findPlate(index, [], '1234', monday);
    expect(answer?.vehicles.map((v) => v.plate)).toEqual(['HR26AB1234', '22BH1234AB']);
  });

  it('finds nobody for an unknown whole plate, and waits for three letters', () => {
    expect(findPlate(index, [], 'KA 05 MN 0001', monday)).toEqual({
      plate: { compact: 'KA05MN0001', display: 'KA 05 MN 0001' },
      vehicles: [],
      cabs: [],
    });
    expect(findPlate(index, [], 'HR', monday)).toBeUndefined();
  });

  it('finds a cab approved by its plate ending while its window is open', () => {
    expect(findPlate(index, [cab], 'HR 26 XY 4821', monday)?.cabs).toEqual([cab]);
    expect(findPlate(index, [cab], '4821', monday)?.cabs).toEqual([cab]);
    expect(findPlate(index, [cab], 'HR 26 XY 4821', tuesday)?.cabs).toEqual([]);
    expect(findPlate(index, [cab], 'HR 26 XY 1111', monday)?.cabs).toEqual([]);
  });
});
