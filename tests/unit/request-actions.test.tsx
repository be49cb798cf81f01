import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { courtLifecycle } from '../../contract/bookings/bookings';
import { banquetLifecycle } from '../../contract/bookings/banquet';
import { golfCartLifecycle, type GolfCartRide } from '../../contract/golf-cart/golf-cart';
import { movesFrom, type Mover } from '../../contract/requests/lifecycle';
import type { RequestKind } from '../../contract/requests/requests';
import { createQueryClient } from '../../src/app/query-client';
import { moveLabel, RequestActions, type MoveOutcome } from '../../src/ui/request-actions';
import { stubFetch } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

function renderActions(
  kind: RequestKind,
  status: string,
  mover: Mover,
  onDone: (outcome: MoveOutcome) => void = () => undefined,
) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RequestActions
        kind={kind}
        id="5"
        status={status}
        mover={mover}
        name="the request"
        confirmPlain={mover === 'owner'}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return user;
}

const ride: GolfCartRide = {
  request_id: '5',
  pickup_location: 'Tower B',
  dropoff_location: 'Main gate',
  duration: 15,
  date: '2030-03-05',
  time: '18:30',
  comments: '',
  user_id: '9000000002',
  apartment_number: 'A101',
  phone_number: '9000000002',
  status: 'Requested',
  status_note: '',
  created_at: '2030-03-05T12:00:00Z',
};

const shown = () => screen.queryAllByRole('button').map((button) => button.textContent);

const cases = [
  ['golf_cart', golfCartLifecycle],
  ['banquet', banquetLifecycle],
  ['court', courtLifecycle],
] as const;

describe('request actions are drawn from the lifecycle', () => {
  for (const [kind, lifecycle] of cases) {
    for (const mover of ['rwa', 'owner'] as const) {
      for (const state of lifecycle.states) {
        it(`${kind}, ${state}, ${mover}: one button per move the machine has`, () => {
          renderActions(kind, state, mover);
          const expected = movesFrom(lifecycle, state, mover).map((move) => moveLabel(move.to));
          expect(shown()).toEqual(expected);
        });
      }
    }
  }

  it('gives the office Accept and Decline for a new ride, On the way and Decline once accepted', () => {
    renderActions('golf_cart', 'Requested', 'rwa');
    expect(shown()).toEqual(['Accept', 'Decline']);
  });

  it('reads a status in any case (the server may send "cancelled")', () => {
    renderActions('court', 'booked', 'rwa');
    expect(shown()).toEqual(['Cancel']);
  });
});

describe('a move that carries a reason', () => {
  it('cannot be sent without one, and sends it with the move', async () => {
    signInAs(rwa);
    const seen = stubFetch({
      'golf-cart/golf-cart/requests/5/status': (request) => ({
        body: { ...ride, ...(request.body as { status: string; note: string }) },
      }),
    });
    const onDone = vi.fn();
    const user = renderActions('golf_cart', 'Requested', 'rwa', onDone);
    await user.click(screen.getByRole('button', { name: 'Decline the request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline this ride?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline ride' }));
    expect(
      within(dialog).getByText('Please give a reason, so the resident knows why.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline ride' }));
    expect(seen).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'No cart free before 19:00');
    await user.click(within(dialog).getByRole('button', { name: 'Decline ride' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(seen.map((request) => [request.method, request.body])).toEqual([
      ['PUT', { status: 'Declined', note: 'No cart free before 19:00' }],
    ]);
    expect(onDone).toHaveBeenCalledWith({ ok: true, message: 'The ride is now Declined.' });
  });

  it("keeps the prompt open with the server's reason when the move is refused", async () => {
    signInAs(rwa);
    stubFetch({
      'booking/update-booking-status/5': {
        status: 409,
        body: { detail: 'A booking that is Declined cannot be marked Declined.' },
      },
    });
    const user = renderActions('banquet', 'Pending', 'rwa');
    await user.click(screen.getByRole('button', { name: 'Decline the request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline this banquet request?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Hall booked for the AGM');
    await user.click(within(dialog).getByRole('button', { name: 'Decline banquet request' }));
    expect(
      await within(dialog).findByText('A booking that is Declined cannot be marked Declined.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Reason').value).toBe(
      'Hall booked for the AGM',
    );
  });

  it('sends a move that carries nothing at once (Completed), without a prompt', async () => {
    signInAs(rwa);
    const seen = stubFetch({
      'golf-cart/golf-cart/requests/5/status': (request) => ({
        body: { ...ride, ...(request.body as { status: string }) },
      }),
    });
    const onDone = vi.fn();
    const user = renderActions('golf_cart', 'On the way', 'rwa', onDone);
    await user.click(screen.getByRole('button', { name: 'Completed the request' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(seen.map((request) => request.body)).toEqual([{ status: 'Completed' }]);
  });
});

describe('confirming a banquet request tells the resident something', () => {
  const confirmed = {
    'booking/update-booking-status/5': {
      body: { booking_id: '5', booking_status: 'Confirmed', message: 'Booking status updated' },
    },
  };

  it('asks first, with a note about the deposit or terms, and sends the note', async () => {
    signInAs(rwa);
    const seen = stubFetch(confirmed);
    const onDone = vi.fn();
    const user = renderActions('banquet', 'Pending', 'rwa', onDone);
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm this banquet request?' });
    expect(seen).toHaveLength(0);
    const note = within(dialog).getByLabelText('Note (optional)');
    expect(document.activeElement).toBe(note);
    expect(within(dialog).getByText(/deposit/)).toBeTruthy();
    await user.type(note, 'Deposit of ₹5,000 at the office by Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm banquet request' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = new URL(seen[0]!.url, 'http://x').searchParams;
    expect([sent.get('new_status'), sent.get('reason')]).toEqual([
      'Confirmed',
      'Deposit of ₹5,000 at the office by Friday',
    ]);
    expect(onDone).toHaveBeenCalledWith({
      ok: true,
      message: 'The banquet request is now Confirmed.',
    });
  });

  it('confirms without a note when none is written, and Back sends nothing', async () => {
    signInAs(rwa);
    const seen = stubFetch(confirmed);
    const onDone = vi.fn();
    const user = renderActions('banquet', 'Pending', 'rwa', onDone);
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(seen).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm the request' }));
    await user.click(screen.getByRole('button', { name: 'Confirm banquet request' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = new URL(seen[0]!.url, 'http://x').searchParams;
    expect([sent.get('new_status'), sent.get('reason')]).toEqual(['Confirmed', null]);
  });
});
