import { act, cleanup, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { DESK_REFRESH_MS } from '../../../src/features/gate/desk-collection';
import { reportApiFailure } from '../../../src/offline/connectivity';
import { formatInstantClock } from '../../../src/lib/format-date';
import { GATE_CHECK_IN_KIND, GATE_CHECK_OUT_KIND } from '../../../src/offline/kinds';
import { stubFetch } from '../support/fetch';
import { answer, gateRecords, openDesk, resetDesk, saveDeskList } from './desk-support';
import { snapshot, T0, visitInside } from './passes';

beforeEach(async () => {
  await resetDesk();
  // The passes' day, 09:00 in India; only the clock is fake, timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const never = () => new Promise<never>(() => undefined);

async function goOffline() {
  const seen = stubFetch({}, 'network-error');
  reportApiFailure();
  return seen;
}

describe('the guard desk offline (issue 17)', () => {
  it('shows its saved list offline, saying when it was saved', async () => {
    const savedAt = Date.now() - 5 * 60_000;
    await saveDeskList(snapshot({ inside: [visitInside()] }), savedAt);
    await goOffline();
    const app = await openDesk();
    await app.screen.findByText(
      `Offline — showing what was saved at ${formatInstantClock(savedAt)}`,
    );
    const inside = within(app.screen.getByRole('region', { name: 'Inside now' }));
    expect(inside.getByText('Ravi Courier')).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Check out' })).toBeTruthy();
    await app.user.type(app.screen.getByLabelText('Search name or flat'), 'a101');
    const search = within(app.screen.getByRole('region', { name: 'Find a pass' }));
    expect(search.getByText('Asha Guest')).toBeTruthy();
  });

  it("shows the saved list's age while a refresh is on its way", async () => {
    await saveDeskList(snapshot(), Date.now() - 5 * 60_000);
    stubFetch({ 'gate/desk': never });
    const app = await openDesk();
    expect(await app.screen.findByText('Updated 5 min ago')).toBeTruthy();
  });

  it('lets a visitor in at the tap with no network, and queues exactly one entry', async () => {
    await saveDeskList(snapshot());
    const seen = await goOffline();
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Search name or flat'), 'Asha');
    await app.user.click(app.screen.getByRole('button', { name: 'Check in' }));

    // Read at once, not awaited: nothing stood between the tap and the answer.
    const shown = answer();
    expect(shown?.getAttribute('role')).toBe('status');
    expect(shown?.textContent).toMatch(/^Let in ✓/);
    expect(shown?.textContent).toContain('Asha Guest');
    expect(shown?.textContent).toContain('A101');

    await waitFor(async () => expect(await gateRecords(GATE_CHECK_IN_KIND)).toHaveLength(1));
    const [record] = await gateRecords(GATE_CHECK_IN_KIND);
    expect(record?.status).toBe('pending');
    expect(record?.payload).toMatchObject({
      body: { pass_id: '41', gate: 'Main gate', people: 2, recorded_offline: true },
    });
    const { body } = record?.payload as { body: { visit_id: string; at: string } };
    expect(body.visit_id).toMatch(UUID);
    expect(record?.entityKey).toBe(`visit:${body.visit_id}`);
    expect(Date.parse(body.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(seen.filter((request) => request.url.includes('check-in'))).toHaveLength(0);

    const inside = within(app.screen.getByRole('region', { name: 'Inside now' }));
    await inside.findByText('Asha Guest');
    expect(inside.getByText('Not sent yet')).toBeTruthy();
  });

  it('refuses a one-time pass used at this desk a second time, before any sync', async () => {
    await saveDeskList(snapshot());
    await goOffline();
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Search name or flat'), 'Asha');
    await app.user.click(app.screen.getByRole('button', { name: 'Check in' }));
    // The same pass again, by its code, a moment later.
    await app.user.type(app.screen.getByLabelText('Pass code'), '482913');
    await app.user.click(app.screen.getByRole('button', { name: 'Find pass' }));
    const shown = answer();
    expect(shown?.getAttribute('role')).toBe('alert');
    expect(shown?.textContent).toBe(messages.passUsed(formatInstantClock(Date.now())));
    await waitFor(async () => expect(await gateRecords(GATE_CHECK_IN_KIND)).toHaveLength(1));
  });

  it('remembers the gate on the device, and asks for one before letting anyone in', async () => {
    await saveDeskList(snapshot());
    await goOffline();
    const app = await openDesk();
    const gate = app.screen.getByLabelText('Gate') as HTMLInputElement;
    expect(gate.value).toBe('Main gate');
    await app.user.clear(gate);
    await app.user.type(app.screen.getByLabelText('Search name or flat'), 'Asha');
    await app.user.click(app.screen.getByRole('button', { name: 'Check in' }));
    expect(app.screen.getByText(messages.gateRequired)).toBeTruthy();
    expect(document.activeElement).toBe(gate);
    expect(answer()).toBeUndefined();
    await app.user.type(gate, 'Service gate');
    cleanup();
    const again = await openDesk();
    expect((again.screen.getByLabelText('Gate') as HTMLInputElement).value).toBe('Service gate');
    expect(await gateRecords(GATE_CHECK_IN_KIND)).toHaveLength(0);
  });

  it('refuses a code the saved list does not know', async () => {
    await saveDeskList(snapshot());
    await goOffline();
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Pass code'), '111111');
    await app.user.click(app.screen.getByRole('button', { name: 'Find pass' }));
    expect(answer()?.textContent).toBe(messages.codeUnknown);
    expect(answer()?.getAttribute('role')).toBe('alert');
  });

  it('checks a visitor out through the outbox, and they leave the list', async () => {
    const visit = visitInside();
    await saveDeskList(snapshot({ inside: [visit] }));
    await goOffline();
    const app = await openDesk();
    const inside = within(app.screen.getByRole('region', { name: 'Inside now' }));
    await app.user.click(await inside.findByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(inside.queryByText('Ravi Courier')).toBeNull());
    const [record] = await gateRecords(GATE_CHECK_OUT_KIND);
    expect(record?.payload).toMatchObject({ visit_id: visit.id });
    expect(record?.entityKey).toBe(`visit:${visit.id}`);
  });
});

describe('the guard desk online', () => {
  it('refreshes its saved list every few minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(T0);
    const seen = stubFetch({ 'gate/desk': { body: snapshot() } });
    const app = await openDesk();
    const asked = () => seen.filter((request) => request.url.endsWith('gate/desk')).length;
    await waitFor(() => expect(asked()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(DESK_REFRESH_MS));
    await waitFor(() => expect(asked()).toBe(2));
    expect(await app.screen.findByText('Updated just now')).toBeTruthy();
  });

  it('finds a pass by its code and still judges it on the device', async () => {
    await saveDeskList(snapshot());
    const seen = stubFetch({ 'gate/desk': { body: snapshot() } });
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Pass code'), '482913');
    await app.user.click(app.screen.getByRole('button', { name: 'Find pass' }));
    const card = within(app.screen.getByRole('region', { name: 'Pass' }));
    expect(card.getByRole('heading', { name: 'Asha Guest' })).toBeTruthy();
    expect(card.getByText('A101')).toBeTruthy();
    const people = card.getByLabelText('People');
    await app.user.clear(people);
    await app.user.type(people, '3');
    await app.user.click(card.getByRole('button', { name: 'Check in' }));
    expect(answer()?.textContent).toMatch(/^Let in ✓/);
    await waitFor(async () => expect(await gateRecords(GATE_CHECK_IN_KIND)).toHaveLength(1));
    const [record] = await gateRecords(GATE_CHECK_IN_KIND);
    // Online too: the guard has let them in, so the server records it rather than refusing it.
    expect(record?.payload).toMatchObject({ body: { people: 3, recorded_offline: true } });
    expect(seen.filter((request) => request.url.includes('check-in'))).toHaveLength(0);
  });

  it('lets the server judge a code the saved list does not know, and shows its answer', async () => {
    await saveDeskList(snapshot());
    const visit = visitInside({ name: 'Kiran Cab', apartment: 'C303', kind: 'cab' });
    const seen = stubFetch({
      'gate/desk': { body: snapshot() },
      'gate/check-in': { body: { message: messages.letIn, visit } },
    });
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Pass code'), '777777');
    await app.user.click(app.screen.getByRole('button', { name: 'Find pass' }));
    await waitFor(() => expect(answer()?.textContent).toMatch(/^Let in ✓.*Kiran Cab.*C303/));
    const sent = seen.find((request) => request.url.endsWith('gate/check-in'));
    expect(sent?.body).toMatchObject({ code: '777777', gate: 'Main gate' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(UUID);
    const inside = within(app.screen.getByRole('region', { name: 'Inside now' }));
    expect(await inside.findByText('Kiran Cab')).toBeTruthy();
  });

  it("shows the server's refusal of a code in the alert region", async () => {
    await saveDeskList(snapshot());
    stubFetch({
      'gate/desk': { body: snapshot() },
      'gate/check-in': { status: 422, body: { detail: messages.passExpired } },
    });
    const app = await openDesk();
    await app.user.type(app.screen.getByLabelText('Pass code'), '777777');
    await app.user.click(app.screen.getByRole('button', { name: 'Find pass' }));
    await waitFor(() => expect(answer()?.textContent).toBe(messages.passExpired));
    expect(answer()?.getAttribute('role')).toBe('alert');
  });
});
