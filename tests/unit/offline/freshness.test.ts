// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freshnessLabel } from '../../../src/offline/collections';

// 9:12 AM in India is 03:42 UTC.
const saved = Date.parse('2025-03-10T03:42:00Z');
const MIN = 60_000;

describe('freshness labels', () => {
  it('says "just now" under a minute', () => {
    expect(freshnessLabel(saved, saved + 30_000, true)).toBe('Updated just now');
  });

  it('counts minutes, then hours', () => {
    expect(freshnessLabel(saved, saved + 5 * MIN, true)).toBe('Updated 5 min ago');
    expect(freshnessLabel(saved, saved + 3 * 60 * MIN + 59 * MIN, true)).toBe('Updated 3 h ago');
  });

  it('gives the date when the copy is more than a day old', () => {
    expect(freshnessLabel(saved, saved + 2 * 24 * 60 * MIN, true)).toBe('Updated on Mon 10 Mar');
  });

  it('says offline and when the copy was saved, in India time', () => {
    expect(freshnessLabel(saved, saved + 20 * MIN, false)).toBe(
      'Offline — showing what was saved at 9:12 AM',
    );
  });

  it('adds the day when an offline copy is from an earlier day', () => {
    expect(freshnessLabel(saved, saved + 24 * 60 * MIN, false)).toBe(
      'Offline — showing what was saved on Mon 10 Mar at 9:12 AM',
    );
  });

  it('says so when nothing was ever saved', () => {
    expect(freshnessLabel(undefined, saved, true)).toBe('Not saved on this phone yet');
    expect(freshnessLabel(undefined, saved, false)).toBe(
      'Offline — nothing saved on this phone yet',
    );
  });
});
