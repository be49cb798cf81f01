/**
 * Parcels on the guard desk (issue 34): logged through the outbox with the photo (so with no
 * network too) and shown on the shelf at once, oldest first with what the server already has;
 * handed over against the flat's code or to a person of the flat, which needs the server.
 */
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeskParcel } from '../../../contract/parcels/parcels';
import { messages } from '../../../contract/messages';
import { deskParcelsCollection } from '../../../src/features/gate/parcels-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { reportApiFailure } from '../../../src/offline/connectivity';
import { GATE_PARCEL_KIND, type GateParcelPayload } from '../../../src/offline/kinds';
import { files } from '../admin-content/support';
import { stubFetch } from '../support/fetch';
import { gateRecords, openDesk, resetDesk, saveDeskList } from './desk-support';
import { at, guard, snapshot } from './passes';

const WAITING_ID = '2d9a1f8e-7c6b-4a5d-9e8f-1a2b3c4d5e6f';

function waitingParcel(overrides: Partial<DeskParcel> = {}): DeskParcel {
  return {
    id: WAITING_ID,
    apartment: 'A101',
    courier: 'Flipkart',
    count: 2,
    note: '',
    gate: 'Main gate',
    photo_url: null,
    status: 'waiting',
    instruction: 'bring_up',
    logged_at: at('2025-03-09T18:00:00'),
    guard_name: 'Ramesh Kumar',
    collected_at: null,
    collected_by: '',
    collected_via: '',
    ...overrides,
  };
}

beforeEach(async () => {
  await resetDesk();
  await saveDeskList(snapshot());
  await refreshCollection(deskParcelsCollection, async () => [waitingParcel()], {
    scope: guard.id,
  });
});

type Desk = Awaited<ReturnType<typeof openDesk>>;

async function logParcel(app: Desk, photo?: File) {
  await app.user.click(app.screen.getByRole('button', { name: 'Log a parcel' }));
  const form = within(app.screen.getByRole('form', { name: 'Log a parcel' }));
  await app.user.type(form.getByLabelText('Flat'), 'a101');
  await app.user.type(form.getByLabelText('Courier'), 'Amazon');
  if (photo) await app.user.upload(form.getByLabelText('Parcel photo (optional)'), photo);
  await app.user.click(form.getByRole('button', { name: 'Log parcel' }));
}

const shelf = (app: Desk) => within(app.screen.getByRole('list', { name: 'Parcels waiting' }));

describe('the desk’s parcels (issue 34)', () => {
  it('logs a parcel with no network, photo and all, and shows it on the shelf after the older one', async () => {
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = await openDesk();
    await logParcel(app, files.png('box.png'));

    await waitFor(async () => expect(await gateRecords(GATE_PARCEL_KIND)).toHaveLength(1));
    const [record] = await gateRecords(GATE_PARCEL_KIND);
    expect((record?.payload as GateParcelPayload).parcel).toMatchObject({
      apartment: 'A101',
      courier: 'Amazon',
      count: 1,
      gate: 'Main gate',
    });
    expect(record?.attachments?.[0]).toMatchObject({ field: 'photo' });
    // Said where the form was, not only at the foot of the shelf.
    expect(
      app.screen.getByText(messages.parcelLogged('A101', 'Amazon', false)).closest('[role]'),
    ).toBeTruthy();
    await waitFor(() => expect(shelf(app).getAllByRole('listitem')).toHaveLength(2));
    const rows = shelf(app).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Parcel for flat A101',
      'Parcel for flat A101',
    ]);
    expect(
      within(rows[0] as HTMLElement).getByText('Flipkart × 2 ·', { exact: false }),
    ).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Bring it up')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Saved on this phone/)).toBeTruthy();
    // Not on the server yet: nothing to hand over.
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Hand over' })).toBeNull();
  });

  it('refuses an unknown flat with the contract’s words and queues nothing', async () => {
    stubFetch({ 'gate/desk': { body: snapshot() }, 'gate/parcels': { body: [waitingParcel()] } });
    const app = await openDesk();
    await app.user.click(app.screen.getByRole('button', { name: 'Log a parcel' }));
    const form = within(app.screen.getByRole('form', { name: 'Log a parcel' }));
    await app.user.type(form.getByLabelText('Flat'), 'Z999');
    await app.user.click(form.getByRole('button', { name: 'Log parcel' }));
    expect(await form.findByText(messages.courierRequired)).toBeTruthy();
    await app.user.type(form.getByLabelText('Courier'), 'Amazon');
    await app.user.click(form.getByRole('button', { name: 'Log parcel' }));
    expect(await form.findByText(messages.apartmentUnknown)).toBeTruthy();
    expect(await gateRecords(GATE_PARCEL_KIND)).toHaveLength(0);
  });

  it('hands a parcel over against the code, and says so', async () => {
    const seen = stubFetch({
      'gate/desk': { body: snapshot() },
      'gate/parcels': { body: [waitingParcel()] },
      [`gate/parcels/${WAITING_ID}/collect`]: { body: waitingParcel({ status: 'collected' }) },
    });
    const app = await openDesk();
    await app.user.click(await shelf(app).findByRole('button', { name: 'Hand over' }));
    const panel = within(app.screen.getByRole('group', { name: 'Hand over to flat A101' }));
    await app.user.click(panel.getByRole('button', { name: 'Hand over' }));
    expect(panel.getByText(messages.collectionCodeDigits)).toBeTruthy();
    await app.user.type(panel.getByLabelText('Collection code'), '48a21');
    await app.user.click(panel.getByRole('button', { name: 'Hand over' }));
    expect(await app.screen.findByText('Handed over ✓ Flat A101, Flipkart')).toBeTruthy();
    const collect = seen.find((request) => request.url.endsWith('/collect'));
    expect(collect?.body).toEqual({ code: '4821' });
  });

  it('says the server’s reason for a wrong code, and offers the flat’s people by name', async () => {
    const seen = stubFetch({
      'gate/desk': { body: snapshot() },
      'gate/parcels': { body: [waitingParcel()] },
      [`gate/parcels/${WAITING_ID}/collect`]: (request) =>
        (request.body as { code?: string }).code
          ? { status: 422, body: { detail: messages.collectionCodeWrong } }
          : { body: waitingParcel({ status: 'collected' }) },
    });
    const app = await openDesk();
    await app.user.click(await shelf(app).findByRole('button', { name: 'Hand over' }));
    const panel = within(app.screen.getByRole('group', { name: 'Hand over to flat A101' }));
    await app.user.type(panel.getByLabelText('Collection code'), '1111');
    await app.user.click(panel.getByRole('button', { name: 'Hand over' }));
    expect(await panel.findByText(messages.collectionCodeWrong)).toBeTruthy();
    await app.user.click(panel.getByRole('button', { name: 'Give to Vikram Rao' }));
    expect(
      await app.screen.findByText('Handed over ✓ Flat A101, Flipkart to Vikram Rao'),
    ).toBeTruthy();
    expect(seen.filter((request) => request.url.endsWith('/collect')).map((r) => r.body)).toEqual([
      { code: '1111' },
      { collector: 'Vikram Rao' },
    ]);
  });

  it('says handing over needs a connection when there is none', async () => {
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = await openDesk();
    await app.user.click(await shelf(app).findByRole('button', { name: 'Hand over' }));
    const panel = within(app.screen.getByRole('group', { name: 'Hand over to flat A101' }));
    expect(panel.getByText(messages.parcelHandOverOffline)).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Hand over' }).hasAttribute('disabled')).toBe(true);
  });
});
