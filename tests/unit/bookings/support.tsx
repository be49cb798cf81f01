/** The booking pages in a memory router with a fake server, at a fixed moment in India. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { AvailabilitySlot } from '../../../contract/bookings/bookings';
import { createQueryClient } from '../../../src/app/query-client';
import BanquetPage from '../../../src/features/banquet/banquet-page';
import BookingPage from '../../../src/features/facilities/booking-page';
import FacilitiesPage from '../../../src/features/facilities/facilities-page';
import { reportApiSuccess } from '../../../src/offline/connectivity';

/** Every hourly slot 06:00–21:00, as the server lists them; `taken` ones are unavailable. */
export function daySlots(taken: string[] = []): AvailabilitySlot[] {
  return Array.from({ length: 16 }, (_, index) => {
    const time_slot = `${String(6 + index).padStart(2, '0')}:00`;
    return { time_slot, available: !taken.includes(time_slot) };
  });
}

/** Fake timers that still let real time pass, so user-event and the query cache keep moving. */
export function freezeIndiaTime(iso: string): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
}

export function renderBookingRoutes(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Welcome home</h1> },
      { path: '/facilities', Component: FacilitiesPage },
      { path: '/booking/:facilityId', Component: BookingPage },
      { path: '/banquet-hall-booking', Component: BanquetPage },
    ],
    { initialEntries: [state === undefined ? path : { pathname: path, state }] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup({
    advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, user, queryClient, location, screen };
}

export function goOffline(): void {
  act(() => void window.dispatchEvent(new Event('offline')));
}

/** The connectivity signal is app-wide: leave it online for the next test. */
export function backOnline(): void {
  act(() => {
    window.dispatchEvent(new Event('online'));
    reportApiSuccess();
  });
}

export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Sets the device's time zone (Node reads TZ on every date call); returns the undo. */
export function setDeviceTimeZone(zone: string): () => void {
  // The app's tsconfig has no Node types; the test runner is Node all the same.
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
    .process.env;
  const saved = env.TZ;
  env.TZ = zone;
  return () => {
    if (saved === undefined) delete env.TZ;
    else env.TZ = saved;
  };
}
