/** Passes, walk-ins and the clock of the /visitors tests. */
import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { WalkIn } from '../../../contract/gate/desk';
import type { VisitorPass } from '../../../contract/gate/visitors';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import VisitorsPage from '../../../src/features/visitors/visitors-page';
import { renderPage } from '../golf-cart-support';

/** 17:30 in India on Tuesday 24 November 2026. */
export const NOW = Date.parse('2026-11-24T17:30:00+05:30');

export function atNow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

export const QR_PNG = 'data:image/png;base64,iVBORw0KGgo=';

export const guestPass: VisitorPass = {
  id: '41',
  kind: 'guest',
  name: 'Meena Iyer',
  phone: '',
  apartment: 'A101',
  valid_from: '2026-11-24T12:30:00.000Z',
  valid_until: '2026-11-24T16:30:00.000Z',
  people: 2,
  vehicle: 'KA01AB1234',
  days: [],
  note: '',
  code: '482913',
  qr: 'GH1.41.signature',
  state: 'expected',
  arrived_at: null,
  left_at: null,
  created_by_name: 'Asha Rao',
  created_at: '2026-11-24T11:00:00.000Z',
  revoked_at: null,
};

export const walkIn: WalkIn = {
  id: '0b5e8f3c-6a1d-4c1e-9d2a-7f00c0ffee01',
  name: 'Ravi the plumber',
  phone: '9123456780',
  purpose: 'Kitchen tap repair',
  apartment: 'A101',
  gate: 'Main gate',
  photo_url: 'files/walk-ins/ravi.jpg',
  status: 'waiting',
  decided_by: '',
  decided_via: '',
  decided_at: null,
  created_at: '2026-11-24T11:58:00.000Z',
  guard_name: 'Ramesh Kumar',
  visit_id: null,
};

export function openVisitors(path = '/visitors') {
  return renderPage(path, VisitorsPage, '/visitors', { retry: false });
}

/** Sets a date or time input as a person's picker does: the whole value at once. */
export function setInput(element: HTMLElement, value: string): void {
  fireEvent.change(element, { target: { value } });
}

export function goOffline(): void {
  act(() => reportApiFailure());
}

export function backOnline(): void {
  act(() => reportApiSuccess());
}
