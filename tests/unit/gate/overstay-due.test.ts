import { describe, expect, it } from 'vitest';
import { overstayDueAt } from '../../../contract/gate/overstay';
import { overstayLabel } from '../../../src/features/gate/overstay';

const india = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe('when a visitor overstays (issue 34)', () => {
  it("is a one-time pass's end plus the grace", () => {
    const pass = { kind: 'guest' as const, valid_until: india('2025-03-10', '20:00') };
    expect(overstayDueAt(pass, india('2025-03-10', '19:00'), 30)).toEqual(
      india('2025-03-10', '20:30'),
    );
  });

  it("is the end of a daily help's hours on the day they came, plus the grace", () => {
    const pass = { kind: 'daily_help' as const, valid_until: india('2025-09-10', '18:00') };
    expect(overstayDueAt(pass, india('2025-03-10', '07:05'), 15)).toEqual(
      india('2025-03-10', '18:15'),
    );
  });

  it('flags on the desk only once the due-out time has passed', () => {
    const due = india('2025-03-10', '20:30').toISOString();
    expect(overstayLabel(due, india('2025-03-10', '20:30'))).toBeUndefined();
    expect(overstayLabel(due, india('2025-03-10', '20:31'))).toBe('Overstayed · due out 8:30 PM');
    expect(overstayLabel(undefined, india('2025-03-10', '23:00'))).toBeUndefined();
  });
});
