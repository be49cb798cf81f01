/**
 * The desk without typing (issue 34): today's expected visitors on screen, soonest first, each
 * let in with one tap; the pass card with the car to match and the resident's note; and no
 * "Check in" on a used pass in the search.
 */
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportApiFailure } from '../../../src/offline/connectivity';
import { GATE_CHECK_IN_KIND } from '../../../src/offline/kinds';
import { stubFetch } from '../support/fetch';
import { answer, gateRecords, openDesk, resetDesk, saveDeskList } from './desk-support';
import { at, guestPass, snapshot, T0 } from './passes';

beforeEach(async () => {
  await resetDesk();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  stubFetch({}, 'network-error');
  reportApiFailure();
});

const passes = [
  guestPass({ id: '1', name: 'Noon Guest', code: '100001', valid_from: at('2025-03-10T12:00:00') }),
  guestPass({
    id: '2',
    name: 'Kiran Cab',
    kind: 'cab',
    code: '100002',
    valid_until: at('2025-03-10T10:00:00'),
    vehicle: 'HR26 AB 1234',
  }),
  guestPass({
    id: '3',
    name: 'Evening Guest',
    code: '100003',
    valid_from: at('2025-03-10T19:00:00'),
  }),
  guestPass({ id: '4', name: 'Used Guest', code: '100004', used_at: at('2025-03-10T08:20:00') }),
];

const expectedRegion = (screen: Awaited<ReturnType<typeof openDesk>>['screen']) =>
  within(screen.getByRole('region', { name: 'Expected soon' }));

describe('the desk at a glance', () => {
  it('shows who is expected in the next hours without typing, soonest first', async () => {
    await saveDeskList(snapshot({ passes }));
    const app = await openDesk();
    const expected = expectedRegion(app.screen);
    const rows = (await expected.findAllByRole('listitem')).map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      /^Kiran Cab.*Flat A101 · Cab · 2 people.*Now · until 10:00 AM.*HR26 AB 1234/,
    );
    expect(rows[1]).toMatch(/^Noon Guest.*From 12:00 PM · until 8:00 PM/);
    expect(expected.queryByText('Used Guest')).toBeNull();
    expect(expected.queryByText('Evening Guest')).toBeNull();
  });

  it('lets an expected visitor in with one tap, and they move to "Inside now"', async () => {
    await saveDeskList(snapshot({ passes }));
    const app = await openDesk();
    await app.user.click(
      await expectedRegion(app.screen).findByRole('button', { name: 'Check in Kiran Cab' }),
    );
    expect(answer()?.textContent).toMatch(/^Let in ✓.*Kiran Cab · Flat A101/);
    await waitFor(async () => expect(await gateRecords(GATE_CHECK_IN_KIND)).toHaveLength(1));
    const [record] = await gateRecords(GATE_CHECK_IN_KIND);
    expect(record?.payload).toMatchObject({ body: { pass_id: '2', people: 2 } });
    await waitFor(() => expect(expectedRegion(app.screen).queryByText('Kiran Cab')).toBeNull());
    const inside = within(app.screen.getByRole('region', { name: 'Inside now' }));
    expect(await inside.findByText('Kiran Cab')).toBeTruthy();
  });

  it('says so when nobody is expected soon', async () => {
    await saveDeskList(snapshot({ passes: [passes[2]!] }));
    const app = await openDesk();
    // The saved list is on screen: the evening's guest is found by a search.
    await app.user.type(app.screen.getByLabelText('Search name or flat'), 'Evening');
    const search = within(app.screen.getByRole('region', { name: 'Find a pass' }));
    expect(await search.findByText('Evening Guest')).toBeTruthy();
    expect(
      expectedRegion(app.screen).getByText('Nobody is expected in the next 4 hours.'),
    ).toBeTruthy();
  });

  it('shows the vehicle number and the resident’s note on the pass card', async () => {
    const pass = guestPass({
      vehicle: 'HR26 AB 1234',
      note: 'Blue Swift, park at the visitor bay',
    });
    await saveDeskList(snapshot({ passes: [pass] }));
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Pass code'), pass.code);
    await app.user.click(app.screen.getByRole('button', { name: 'Find pass' }));
    const card = within(app.screen.getByRole('region', { name: 'Pass' }));
    expect(card.getByText('HR26 AB 1234')).toBeTruthy();
    expect(card.getByText('Blue Swift, park at the visitor bay')).toBeTruthy();
  });

  it('offers no "Check in" for a used pass in the search, and says when it was used', async () => {
    await saveDeskList(snapshot({ passes }));
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Search name or flat'), 'Guest');
    const search = within(app.screen.getByRole('region', { name: 'Find a pass' }));
    const used = (await search.findByText('Used Guest')).closest('li') as HTMLElement;
    expect(within(used).getByText('Used 8:20 AM')).toBeTruthy();
    expect(within(used).queryByRole('button')).toBeNull();
    const evening = search.getByText('Evening Guest').closest('li') as HTMLElement;
    expect(within(evening).getByRole('button', { name: 'Check in' })).toBeTruthy();
  });

  it('finds a pass by its vehicle number, however it is typed', async () => {
    await saveDeskList(snapshot({ passes }));
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Search name or flat'), 'hr26ab');
    const search = within(app.screen.getByRole('region', { name: 'Find a pass' }));
    expect((await search.findAllByRole('listitem')).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Kiran Cab'),
    ]);
  });
});
