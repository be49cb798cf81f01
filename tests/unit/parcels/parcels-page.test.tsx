/**
 * /parcels (issue 34): the flat's parcels with their collection codes, and its choice for each
 * sent through the outbox — made with no network too, shown pressed at once and labelled until
 * it has reached the gate — and what was handed over this week.
 */
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyParcel } from '../../../contract/parcels/parcels';
import ParcelsPage from '../../../src/features/parcels/parcels-page';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { PARCEL_INSTRUCTION_KIND } from '../../../src/offline/kinds';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';

const parcel: MyParcel = {
  id: '2d9a1f8e-7c6b-4a5d-9e8f-1a2b3c4d5e6f',
  apartment: 'A101',
  courier: 'Amazon',
  count: 1,
  note: '',
  gate: 'Main gate',
  photo_url: null,
  status: 'waiting',
  instruction: null,
  logged_at: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
  guard_name: 'Ramesh Kumar',
  collected_at: null,
  collected_by: '',
  collected_via: '',
  code: '4821',
};
const collected: MyParcel = {
  ...parcel,
  id: '3e0b2a9f-8d7c-4b6e-8f90-2b3c4d5e6f70',
  courier: 'Myntra',
  status: 'collected',
  collected_at: new Date(Date.now() - 60 * 60_000).toISOString(),
  collected_by: 'Asha Rao',
  collected_via: 'named',
};

beforeEach(async () => {
  reportApiSuccess();
  await db.outbox.clear();
  signInAs(member);
});

const open = () => renderPage('/parcels', ParcelsPage, '/parcels', { retry: false });

describe('the flat’s parcels (issue 34)', () => {
  it('shows the collection code of a waiting parcel, and who took the one handed over', async () => {
    stubFetch({ 'parcels/my': { body: [parcel, collected] } });
    const app = open();
    const waiting = await app.screen.findByRole('listitem', { name: 'Parcel from Amazon' });
    expect(within(waiting).getByText('4821')).toBeTruthy();
    expect(waiting.textContent).toContain('At Main gate, left 2 h ago');
    const done = within(app.screen.getByRole('list', { name: 'Parcels handed over' }));
    expect(done.getByText(/Handed over to Asha Rao/)).toBeTruthy();
  });

  it('queues "Bring it up" with no network, shows it chosen, and says it waits to be sent', async () => {
    stubFetch({ 'parcels/my': { body: [parcel] } });
    const app = open();
    const card = within(await app.screen.findByRole('listitem', { name: 'Parcel from Amazon' }));
    stubFetch({}, 'network-error');
    reportApiFailure();
    await app.user.click(card.getByRole('button', { name: 'Bring it up' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: PARCEL_INSTRUCTION_KIND,
      payload: { parcel_id: parcel.id, instruction: 'bring_up' },
      entityKey: `parcel:${parcel.id}`,
    });
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Bring it up' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(
      card.getByRole('button', { name: 'Leave at the gate' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(card.getByText(/Saved on this phone — will send when online/)).toBeTruthy();
  });

  it('says so when nothing is waiting', async () => {
    stubFetch({ 'parcels/my': { body: [] } });
    const app = open();
    expect(await app.screen.findByText('No parcels are waiting for you at the gate.')).toBeTruthy();
  });
});
