import { act, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalkIn } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { reportApiFailure } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import {
  GATE_CHECK_OUT_KIND,
  GATE_PHONE_DECISION_KIND,
  GATE_WALK_IN_KIND,
  type GateWalkInPayload,
} from '../../../src/offline/kinds';
import { stubFetch } from '../support/fetch';
import { gateRecords, openDesk, resetDesk, saveDeskList } from './desk-support';
import { snapshot, T0 } from './passes';

beforeEach(async () => {
  await resetDesk();
  await saveDeskList(snapshot());
});

async function askResidents(app: Awaited<ReturnType<typeof openDesk>>) {
  await app.user.click(app.screen.getByRole('button', { name: 'Walk-in visitor' }));
  await app.user.type(app.screen.getByLabelText("Visitor's name"), 'Mohan Plumber');
  await app.user.type(app.screen.getByLabelText('Purpose'), 'Leaking tap');
  await app.user.type(app.screen.getByLabelText('Flat'), 'a101');
  await app.user.click(app.screen.getByRole('button', { name: 'Ask residents' }));
  return within(await app.screen.findByRole('region', { name: 'Walk-in Mohan Plumber' }));
}

function walkIn(id: string, overrides: Partial<WalkIn> = {}): WalkIn {
  return {
    id,
    name: 'Mohan Plumber',
    phone: '',
    purpose: 'Leaking tap',
    apartment: 'A101',
    gate: 'Main gate',
    photo_url: null,
    status: 'waiting',
    decided_by: '',
    decided_via: '',
    decided_at: null,
    created_at: new Date(T0).toISOString(),
    guard_name: 'Ramesh Kumar',
    visit_id: null,
    ...overrides,
  };
}

describe('a walk-in visitor (issue 17)', () => {
  it('checks the form with the contract’s words, and queues nothing until it is right', async () => {
    stubFetch({ 'gate/desk': { body: snapshot() } });
    const app = await openDesk();
    await app.user.click(app.screen.getByRole('button', { name: 'Walk-in visitor' }));
    await app.user.type(app.screen.getByLabelText('Flat'), 'Z999');
    await app.user.click(app.screen.getByRole('button', { name: 'Ask residents' }));
    expect(await app.screen.findByText(messages.passNameRequired)).toBeTruthy();
    expect(app.screen.getByText(messages.purposeRequired)).toBeTruthy();
    await app.user.type(app.screen.getByLabelText("Visitor's name"), 'Mohan');
    await app.user.type(app.screen.getByLabelText('Purpose'), 'Delivery');
    await app.user.click(app.screen.getByRole('button', { name: 'Ask residents' }));
    expect(await app.screen.findByText(messages.apartmentUnknown)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks the residents, waits, and after 60 s offers to call the flat and record its answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(T0);
    stubFetch({ 'gate/desk': { body: snapshot() } });
    const app = await openDesk();
    const card = await askResidents(app);

    const [record] = await gateRecords(GATE_WALK_IN_KIND);
    const fields = (record?.payload as GateWalkInPayload).walk_in;
    expect(fields).toMatchObject({
      name: 'Mohan Plumber',
      purpose: 'Leaking tap',
      apartment: 'A101',
    });
    expect(fields.gate).toBe('Main gate');
    expect(card.getByText(/Waiting for an answer…/)).toBeTruthy();
    expect(card.queryByText('No answer? Call the flat')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await card.findByText('No answer? Call the flat')).toBeTruthy();
    const call = card.getByRole('link', { name: /Asha Rao/ });
    expect(call.getAttribute('href')).toBe('tel:+919000000002');
    expect(card.getByRole('link', { name: /Vikram Rao/ })).toBeTruthy();

    await app.user.click(card.getByRole('button', { name: 'Approved on phone' }));
    expect(card.getByText(messages.calledResidentRequired)).toBeTruthy();
    await app.user.type(card.getByLabelText('Resident you spoke to'), 'Asha Rao');
    await app.user.click(card.getByRole('button', { name: 'Approved on phone' }));
    expect(await card.findByText('Approved by Asha Rao (on phone)')).toBeTruthy();
    const [decision] = await gateRecords(GATE_PHONE_DECISION_KIND);
    expect(decision?.payload).toMatchObject({
      walk_in_id: fields.id,
      decision: 'approved',
      resident: 'Asha Rao',
    });
    // Approved on the phone: the visitor is inside, and can be let out before anything is sent;
    // the check-out follows the walk-in and its answer (one key), and names the walk-in's visit.
    const inside = within(app.screen.getByRole('region', { name: 'Inside now' }));
    expect(await inside.findByText('Mohan Plumber')).toBeTruthy();
    await app.user.click(inside.getByRole('button', { name: 'Check out' }));
    await waitFor(async () => expect(await gateRecords(GATE_CHECK_OUT_KIND)).toHaveLength(1));
    const [checkOut] = await gateRecords(GATE_CHECK_OUT_KIND);
    expect(checkOut?.payload).toMatchObject({ visit_id: fields.id });
    expect(checkOut?.entityKey).toBe(decision?.entityKey);
    const [walkIn] = await gateRecords(GATE_WALK_IN_KIND);
    expect(walkIn?.entityKey).toBe(decision?.entityKey);
  });

  it('offers to call the flat at once when the gate has no network', async () => {
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = await openDesk();
    const card = await askResidents(app);
    expect(card.getByText('No answer? Call the flat')).toBeTruthy();
    expect(card.getByText(/Saved on this phone — will send when online/)).toBeTruthy();
  });

  it("shows the resident's answer from the app as soon as the server has it", async () => {
    stubFetch({ 'gate/desk': { body: snapshot() } });
    const app = await openDesk();
    const card = await askResidents(app);
    const [record] = await gateRecords(GATE_WALK_IN_KIND);
    const { id } = (record?.payload as GateWalkInPayload).walk_in;
    stubFetch({
      'gate/desk': { body: snapshot() },
      [`gate/walk-ins/${id}`]: {
        body: walkIn(id, { status: 'approved', decided_by: 'Asha Rao', decided_via: 'app' }),
      },
    });
    // The outbox delivered it (as the drainer would have).
    await db.outbox.update(record?.id ?? '', { status: 'sent', sentAt: Date.now() });
    expect(await card.findByText('Approved by Asha Rao')).toBeTruthy();
  });
});
