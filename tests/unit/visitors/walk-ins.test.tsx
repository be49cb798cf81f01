import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { WalkIn } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { atNow, NOW, openVisitors, QR_PNG, walkIn } from './support';

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => QR_PNG) }));

beforeEach(() => {
  atNow();
  signInAs(member);
});

const approvedBy = (name: string): WalkIn => ({
  ...walkIn,
  status: 'approved',
  decided_by: name,
  decided_via: 'app',
  decided_at: '2026-11-24T05:12:00.000Z',
});

const walkInPath = `gate/walk-ins/${walkIn.id}`;

/** The flat's walk-ins are `list()`; PUT answers `decide`. */
function gateServer(list: () => WalkIn[], decide: () => { status?: number; body?: unknown }) {
  return stubFetch({
    'gate/walk-ins': () => ({ body: list() }),
    [walkInPath]: (request) => (request.method === 'PUT' ? decide() : { body: list()[0] }),
    'visitors/passes': { body: [] },
    'visitors/attendance': { body: [] },
  });
}

const puts = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'PUT');

async function waitingCard(app: ReturnType<typeof openVisitors>) {
  const list = await app.screen.findByRole('list', { name: 'Visitors at the gate' });
  return within(within(list).getAllByRole('listitem')[0]!);
}

describe('/visitors walk-ins (issue 17)', () => {
  it('shows who waits at the gate first, with purpose, photo, Approve and Deny', async () => {
    gateServer(
      () => [walkIn],
      () => ({ body: walkIn }),
    );
    const app = openVisitors();
    const card = await waitingCard(app);
    expect(card.getByRole('heading', { name: 'At the gate: Ravi the plumber' })).toBeTruthy();
    expect(card.getByText('Kitchen tap repair')).toBeTruthy();
    expect(
      card.getByRole('img', { name: 'Photo of Ravi the plumber at the gate' }).getAttribute('src'),
    ).toBe('/api/files/walk-ins/ravi.jpg');
    expect(card.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Deny' })).toBeTruthy();
    // Above the New pass form: the first thing on the page after the heading.
    const headings = app.screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['At the gate now', 'New pass']);
  });

  it('asks again every 5 s while open, so a new visitor shows while the guard waits', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    let list: WalkIn[] = [];
    gateServer(
      () => list,
      () => ({ body: walkIn }),
    );
    const app = openVisitors();
    await app.screen.findByRole('form', { name: 'New pass' });
    expect(app.screen.queryByText('At the gate: Ravi the plumber')).toBeNull();
    list = [walkIn];
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await app.screen.findByText('At the gate: Ravi the plumber')).toBeTruthy();
  });

  it('sends Approve as the decision and shows who answered', async () => {
    let answer: WalkIn = walkIn;
    const seen = gateServer(
      () => [answer],
      () => {
        answer = approvedBy('Asha Rao');
        return { body: answer };
      },
    );
    const app = openVisitors();
    const card = await waitingCard(app);
    await app.user.click(card.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(puts(seen)).toHaveLength(1));
    expect(puts(seen)[0]!.url).toBe(`/api/${walkInPath}`);
    expect(puts(seen)[0]!.body).toEqual({ decision: 'approved' });
    expect(await card.findByText('Approved by Asha Rao at 10:42 AM')).toBeTruthy();
    expect(card.getByText('You let Ravi the plumber in. The gate has your answer.')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says someone at home already answered (409), and shows their answer', async () => {
    let answer: WalkIn = walkIn;
    const seen = gateServer(
      () => [answer],
      () => {
        answer = approvedBy('Vikram Rao');
        return { status: 409, body: { detail: 'Already decided' } };
      },
    );
    const app = openVisitors();
    const card = await waitingCard(app);
    await app.user.click(card.getByRole('button', { name: 'Deny' }));
    expect(puts(seen)[0]!.body).toEqual({ decision: 'denied' });
    expect(await card.findByText(messages.walkInDecided)).toBeTruthy();
    expect(await card.findByText('Approved by Vikram Rao at 10:42 AM')).toBeTruthy();
  });

  it('opens the notice’s walk-in (?walk_in=), marked, even once it has been answered', async () => {
    const scrolled = vi.fn();
    // jsdom has no layout, so no scrollIntoView: this one records the call.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrolled,
    });
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    // The list no longer has it (older than a day); the walk-in itself is asked for.
    const seen = stubFetch({
      'gate/walk-ins': { body: [] },
      [walkInPath]: { body: approvedBy('Asha Rao') },
      'visitors/passes': { body: [] },
      'visitors/attendance': { body: [] },
      'visitors/standing-approvals': { body: [] },
    });
    const app = openVisitors(`/visitors?walk_in=${walkIn.id}`);
    const card = await waitingCard(app);
    expect(card.getByText('Approved by Asha Rao at 10:42 AM')).toBeTruthy();
    const item = card.getByText('Kitchen tap repair').closest('li')!;
    expect(item.getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(item));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(seen.some((r) => r.url === `/api/${walkInPath}`)).toBe(true);
  });

  it('lists today’s answered walk-ins lower down, with who answered', async () => {
    gateServer(
      () => [{ ...approvedBy('Asha Rao'), decided_via: 'phone' }],
      () => ({ body: walkIn }),
    );
    const app = openVisitors();
    const list = await app.screen.findByRole('list', { name: 'Walk-ins today' });
    expect(
      within(list).getByText('Approved by Asha Rao at 10:42 AM (on the phone to the gate)'),
    ).toBeTruthy();
    expect(app.screen.queryByRole('list', { name: 'Visitors at the gate' })).toBeNull();
  });
});
