import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { monthWeeks, openingMonth, shiftMonth } from '../../../src/features/events/calendar-month';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { anEvent, cricket, diwali, holi, openCalendar, resetEvents, yoga } from './support';

beforeEach(async () => {
  await resetEvents();
  signInAs(member);
  // 23:00 on 31 March in India is still 31 March there, whatever the phone's zone says.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2025-03-31T23:00:00+05:30'));
  stubFetch({ 'events/events': { body: [holi, diwali, yoga, cricket, quiz] } });
});

/** Tonight's event: March still has one left, so the calendar opens on March. */
const quiz = anEvent({ id: '5', title: 'Month-end Quiz', date: '2025-03-31' });

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/event-calendar (SPEC.md §2)', () => {
  it("starts at India's current month and lists its events sorted by date", async () => {
    const app = openCalendar();
    expect(app.screen.getByRole('heading', { name: 'March 2025' })).toBeTruthy();
    const list = await app.screen.findByRole('list', { name: 'Events in March 2025' });
    expect(titles(list)).toEqual([
      'Cricket Tournament',
      'Holi Celebration',
      'Morning Yoga',
      'Month-end Quiz',
    ]);
    expect(within(list).getByRole('link', { name: 'Holi Celebration' }).getAttribute('href')).toBe(
      '/event/1',
    );
  });

  it('moves a month at a time, across the turn of the year', async () => {
    const app = openCalendar();
    await app.screen.findByRole('list', { name: 'Events in March 2025' });
    await app.user.click(app.screen.getByRole('button', { name: 'Next month' }));
    expect(app.screen.getByRole('heading', { name: 'April 2025' })).toBeTruthy();
    expect(app.screen.getByText('No events in April 2025.')).toBeTruthy();
    for (let step = 0; step < 6; step += 1) {
      await app.user.click(app.screen.getByRole('button', { name: 'Next month' }));
    }
    const october = app.screen.getByRole('list', { name: 'Events in October 2025' });
    expect(titles(october)).toEqual(['Diwali Mela']);
    for (let step = 0; step < 10; step += 1) {
      await app.user.click(app.screen.getByRole('button', { name: 'Previous month' }));
    }
    expect(app.screen.getByRole('heading', { name: 'December 2024' })).toBeTruthy();
  });

  it('shows the month as a Monday-first grid with each event on its day', async () => {
    const app = openCalendar();
    await app.screen.findByRole('list', { name: 'Events in March 2025' });
    await app.user.click(app.screen.getByRole('button', { name: 'Calendar' }));
    const grid = app.screen.getByRole('table', { name: 'Events in March 2025' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const rows = within(grid).getAllByRole('row').slice(1);
    // 1 March 2025 is a Saturday: five blank days lead the first week.
    const firstWeek = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(firstWeek.map((cell) => cell.textContent)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '1March 1, 2025',
      '2March 2, 2025',
    ]);
    const day14 = within(grid).getByText('March 14, 2025').closest('td') as HTMLElement;
    expect(titles(day14)).toEqual(['Holi Celebration', 'Morning Yoga']);
    const today = within(grid).getByText('March 31, 2025').closest('td') as HTMLElement;
    expect(today.getAttribute('aria-current')).toBe('date');
  });
});

describe('the month the calendar opens on (issue 35)', () => {
  it('opens on the month of the next event when this month has none left', async () => {
    stubFetch({ 'events/events': { body: [holi, diwali, yoga, cricket] } });
    const app = openCalendar();
    const october = await app.screen.findByRole('list', { name: 'Events in October 2025' });
    expect(titles(october)).toEqual(['Diwali Mela']);
    expect(app.screen.getByRole('heading', { name: 'October 2025' })).toBeTruthy();
    expect(
      app.screen.getByText('No events left in March 2025. Showing the next ones.'),
    ).toBeTruthy();
    expect(app.screen.queryByText(/^No events in/)).toBeNull();
    // The resident can still go back to this month; the note goes, the month stays theirs.
    for (let step = 0; step < 7; step += 1) {
      await app.user.click(app.screen.getByRole('button', { name: 'Previous month' }));
    }
    expect(app.screen.getByRole('heading', { name: 'March 2025' })).toBeTruthy();
    expect(app.screen.queryByText(/^No events left in/)).toBeNull();
  });

  it('stays on this month while it has an event today or later, and when nothing is ahead', () => {
    expect(openingMonth([quiz, diwali], '2025-03-31')).toBe('2025-03');
    expect(openingMonth([holi, diwali], '2025-03-31')).toBe('2025-10');
    expect(openingMonth([holi, cricket], '2025-03-31')).toBe('2025-03');
    expect(openingMonth([], '2026-11-28')).toBe('2026-11');
    expect(
      openingMonth(
        [anEvent({ date: '2027-01-09' }), anEvent({ date: '2026-12-20' })],
        '2026-11-28',
      ),
    ).toBe('2026-12');
  });
});

describe('calendar month arithmetic', () => {
  it('wraps months across years both ways', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-03', 14)).toBe('2026-05');
  });

  it('lays out a leap February from its Thursday start to whole weeks', () => {
    const weeks = monthWeeks('2024-02');
    expect(weeks[0]).toEqual([
      null,
      null,
      null,
      '2024-02-01',
      '2024-02-02',
      '2024-02-03',
      '2024-02-04',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});
