import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SosAlert } from '../../../contract/gate/sos';
import { stubFetch } from '../support/fetch';
import { openDesk, resetDesk, saveDeskList } from './desk-support';
import { at, snapshot, T0, visitInside } from './passes';

beforeEach(async () => {
  await resetDesk();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

const sos = (overrides: Partial<SosAlert> = {}): SosAlert => ({
  id: '7',
  apartment: 'A101',
  name: 'Asha Rao',
  phone: '9000000002',
  raised_at: at('2025-03-10T08:58:00'),
  state: 'raised',
  acknowledged_by: null,
  acknowledged_at: null,
  ...overrides,
});

describe('SOS on the guard desk (issue 34)', () => {
  it('takes the whole screen with the flat, the person, the time and whom to call at what number', async () => {
    await saveDeskList(snapshot());
    stubFetch({
      'gate/desk': { body: snapshot() },
      'gate/sos': { body: [sos(), sos({ id: '8' })] },
    });
    const app = await openDesk();
    const alert = within(await app.screen.findByRole('alertdialog', { name: 'Flat A101' }));
    expect(alert.getByText('SOS · 1 of 2')).toBeTruthy();
    expect(alert.getByText('Asha Rao · pressed at 8:58 AM')).toBeTruthy();
    const call = alert.getByRole('link', { name: 'Call Asha Rao (A101) 9000000002' });
    expect(call.getAttribute('href')).toBe('tel:+919000000002');
  });

  it('answers "On my way" and shows who went, once the server has it', async () => {
    await saveDeskList(snapshot());
    let list = [sos()];
    const seen = stubFetch({
      'gate/desk': { body: snapshot() },
      'gate/sos': () => ({ body: list }),
      'gate/sos/7/acknowledge': () => {
        list = [
          sos({
            state: 'acknowledged',
            acknowledged_by: 'Ramesh Kumar',
            acknowledged_at: at('2025-03-10T08:59:00'),
          }),
        ];
        return { body: list[0] };
      },
    });
    const app = await openDesk();
    const alert = await app.screen.findByRole('alertdialog');
    await app.user.click(within(alert).getByRole('button', { name: 'On my way' }));
    await waitFor(() => expect(app.screen.queryByRole('alertdialog')).toBeNull());
    const section = within(app.screen.getByRole('region', { name: 'SOS' }));
    expect(section.getByText(/On my way: Ramesh Kumar at 8:59 AM/)).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('flags a visitor inside past their due-out time, by the desk’s own clock', async () => {
    const late = visitInside({ id: 'late', name: 'Late Guest' });
    const onTime = visitInside({ id: 'fine', name: 'On-time Guest' });
    const list = snapshot({
      inside: [late, onTime],
      due_out: { late: at('2025-03-10T08:30:00'), fine: at('2025-03-10T12:00:00') },
    });
    await saveDeskList(list);
    stubFetch({ 'gate/desk': { body: list }, 'gate/sos': { body: [] } });
    const app = await openDesk();
    const inside = within(app.screen.getByRole('region', { name: 'Inside now' }));
    const row = (name: string) => inside.getByText(name).closest('li') as HTMLElement;
    await waitFor(() =>
      expect(within(row('Late Guest')).getByText('Overstayed · due out 8:30 AM')),
    );
    expect(within(row('On-time Guest')).queryByText(/Overstayed/)).toBeNull();
  });
});
