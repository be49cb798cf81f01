// @vitest-environment node
/**
 * Indian number plates (issue 34): one plate however it is typed — case, spaces, hyphens, a
 * short district or number — in both the state series and the Bharat (BH) series; anything
 * else refused; a plate's ending matched the same way.
 */
import { describe, expect, it } from 'vitest';
import { normalisePlate, plateDisplay, plateEndsWith } from '../../../contract/vehicles/plates';

describe('normalisePlate', () => {
  it.each([
    ['hr26ab1234', 'HR26AB1234', 'HR 26 AB 1234'],
    ['HR 26 AB 1234', 'HR26AB1234', 'HR 26 AB 1234'],
    ['hr-26-ab-1234', 'HR26AB1234', 'HR 26 AB 1234'],
    [' HR.26.AB.1234 ', 'HR26AB1234', 'HR 26 AB 1234'],
    ['MH 4 A 7', 'MH04A0007', 'MH 04 A 0007'],
    ['DL 3C AB 1234', 'DL03CAB1234', 'DL 03 CAB 1234'],
    ['GA 01 1234', 'GA011234', 'GA 01 1234'],
    ['22 BH 1234 AB', '22BH1234AB', '22 BH 1234 AB'],
    ['22bh1234a', '22BH1234A', '22 BH 1234 A'],
  ])('reads %j as %s', (typed, compact, display) => {
    expect(normalisePlate(typed)).toEqual({ compact, display });
  });

  it('makes two spellings of one plate one key', () => {
    expect(normalisePlate('hr26ab1234')?.compact).toBe(normalisePlate('HR 26 AB 1234')?.compact);
    expect(normalisePlate('MH 04 A 0007')?.compact).toBe(normalisePlate('mh4a7')?.compact);
  });

  it.each([
    [''],
    ['ABC'],
    ['1234'],
    ['HR 26 AB 12345'],
    ['HR 260 AB 1234'],
    ['HR 26 ABCD 1234'],
    ['22 BH 123 AB'],
    ['22 BH 1234 ABC'],
    ['H 26 AB 1234'],
  ])('refuses %j', (typed) => {
    expect(normalisePlate(typed)).toBeUndefined();
  });

  it('shows a stored plate as it reads', () => {
    expect(plateDisplay('HR26AB1234')).toBe('HR 26 AB 1234');
    expect(plateDisplay('22BH1234AB')).toBe('22 BH 1234 AB');
  });
});

describe('plateEndsWith', () => {
  it('matches an ending however either is written', () => {
    expect(plateEndsWith('HR 26 XY 4821', '4821')).toBe(true);
    expect(plateEndsWith('hr26xy4821', ' 48-21')).toBe(true);
    expect(plateEndsWith('HR 26 XY 821', '0821')).toBe(true);
    expect(plateEndsWith('22 BH 4821 AB', '21AB')).toBe(true);
  });

  it('refuses another ending, and an empty one', () => {
    expect(plateEndsWith('HR 26 XY 4821', '4822')).toBe(false);
    expect(plateEndsWith('HR 26 XY 4821', '')).toBe(false);
  });
});
