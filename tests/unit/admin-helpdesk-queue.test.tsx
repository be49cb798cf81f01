import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketMove } from '../../contract/helpdesk/helpdesk';
import { messages } from '../../contract/messages';
import AdminHelpdeskPage from '../../src/features/admin-helpdesk/admin-helpdesk-page';
import { reportApiFailure } from '../../src/offline/connectivity';
import {
  NOW,
  categories,
  detailOf,
  leakTicket,
  overdueTicket,
  pathOf,
  queryOf,
  summary,
} from './admin-helpdesk-support';
import { renderPage } from './golf-cart-support';
import { captureDownloads } from './pdf-viewer/fake-pdf';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(rwa);
});
afterEach(() => vi.restoreAllMocks());

const open = () => renderPage('/admin/helpdesk', AdminHelpdeskPage, undefined, { retry: false });
const lists = (seen: SeenRequest[]) =>
  seen.filter((request) => pathOf(request) === '/api/helpdesk/tickets');
const puts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'PUT');

function helpdeskServer(
  move: (body: TicketMove) => { status?: number; body?: unknown } = (body) => ({
    body: detailOf({ ...overdueTicket, status: body.status }),
  }),
) {
  return stubFetch({
    'helpdesk/tickets': { body: { tickets: [overdueTicket, leakTicket], total: 2 } },
    'helpdesk/categories': { body: categories },
    'helpdesk/summary': { body: summary },
    'helpdesk/tickets.csv': { body: 'id,title\n' },
    'helpdesk/tickets/12/status': (request) => move(request.body as TicketMove),
  });
}

async function rows(app: ReturnType<typeof open>) {
  const table = await app.screen.findByRole('table', { name: 'Complaints, overdue first' });
  return within(table).getAllByRole('row').slice(1);
}

describe('/admin/helpdesk: the queue (issue 18)', () => {
  it("lists tickets in the server's order, the overdue one red and saying so in words", async () => {
    helpdeskServer();
    const app = open();
    expect(app.screen.getByRole('heading', { name: 'Helpdesk', level: 1 })).toBeTruthy();
    const [lift, leak] = await rows(app);
    const first = within(lift!);
    expect(first.getByText('#12')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Lift stuck at floor 3' }).getAttribute('href')).toBe(
      '/admin/helpdesk/12',
    );
    expect(first.getByText('Overdue by 2 h')).toBeTruthy();
    expect(first.getByText('Urgent')).toBeTruthy();
    expect(first.getByText('B204')).toBeTruthy();
    expect(first.getByText('Open')).toBeTruthy();
    expect(lift!.className).toMatch(/overdue/);
    const second = within(leak!);
    expect(second.getByText('21 h left')).toBeTruthy();
    expect(second.getByText('Ramesh (plumber)')).toBeTruthy();
    expect(second.getByText('Latest: Asha Rao: Still dripping')).toBeTruthy();
    expect(leak!.className).not.toMatch(/overdue/);
    expect(app.screen.getByText(/^1–2 of 2 complaints/)).toBeTruthy();
  });

  it('draws the moves of each ticket from the lifecycle', async () => {
    helpdeskServer();
    const app = open();
    const [lift, leak] = await rows(app);
    const buttons = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(lift!)).toEqual(['Assign', 'Close']);
    expect(buttons(leak!)).toEqual(['Waiting for resident', 'Resolve', 'Close']);
  });

  it('asks for Active complaints first, and each filter changes the query sent', async () => {
    const downloads = captureDownloads();
    const seen = helpdeskServer();
    const app = open();
    await rows(app);
    expect(queryOf(lists(seen)[0]!)).toEqual({ status: 'active' });
    await app.user.selectOptions(app.screen.getByLabelText('Category'), 'Lift');
    await app.user.selectOptions(app.screen.getByLabelText('Status'), 'Overdue');
    await app.user.selectOptions(app.screen.getByLabelText('Age'), 'Older than 3 days');
    await app.user.type(app.screen.getByLabelText('Flat'), 'b-204');
    const chosen = { category_id: '3', status: 'overdue', older_than_days: '3', apartment: 'B204' };
    await waitFor(() => expect(queryOf(lists(seen).at(-1)!)).toEqual(chosen));
    await app.user.click(app.screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const csv = seen.find((request) => pathOf(request) === '/api/helpdesk/tickets.csv')!;
    expect(queryOf(csv)).toEqual(chosen);
  });

  it('pages through the queue 50 at a time, counting them all', async () => {
    const seen = stubFetch({
      'helpdesk/tickets': { body: { tickets: [overdueTicket, leakTicket], total: 120 } },
      'helpdesk/categories': { body: categories },
      'helpdesk/summary': { body: summary },
    });
    const app = open();
    await rows(app);
    expect(app.screen.getByText(/^1–2 of 120 complaints/)).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Next 50' }));
    await waitFor(() =>
      expect(queryOf(lists(seen).at(-1)!)).toEqual({ status: 'active', page: '1' }),
    );
    expect(await app.screen.findByText(/^51–52 of 120 complaints/)).toBeTruthy();
  });

  it('Assign asks for the staff name: without one it says so and sends nothing', async () => {
    const seen = helpdeskServer();
    const app = open();
    const [lift] = await rows(app);
    await app.user.click(within(lift!).getByRole('button', { name: /^Assign/ }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Assign complaint #12?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(messages.ticketStaffRequired)).toBeTruthy();
    expect(puts(seen)).toHaveLength(0);

    // Names already used in the list are offered.
    const staff = within(dialog).getByLabelText('Staff name');
    const offered = document.getElementById(staff.getAttribute('list')!)!;
    expect([...offered.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'Ramesh (plumber)',
    ]);
    await app.user.type(staff, 'Suresh (lift tech)');
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await app.screen.findByText('Complaint #12 is now Assigned.')).toBeTruthy();
    expect(puts(seen).map((request) => request.body)).toEqual([
      { status: 'Assigned', assigned_to: 'Suresh (lift tech)' },
    ]);
    expect(app.screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Close as a duplicate needs the number of the complaint it repeats', async () => {
    const seen = helpdeskServer();
    const app = open();
    const [lift] = await rows(app);
    await app.user.click(within(lift!).getByRole('button', { name: /^Close/ }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Close complaint #12?' });
    const close = () => app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await close();
    expect(await within(dialog).findByText(messages.ticketCloseAsRequired)).toBeTruthy();
    await app.user.click(within(dialog).getByLabelText('It repeats another complaint'));
    await close();
    expect(await within(dialog).findByText(messages.ticketDuplicateRequired)).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText('Number of the complaint it repeats'), '12');
    await close();
    expect(await within(dialog).findByText(messages.ticketDuplicateOfSelf)).toBeTruthy();
    expect(puts(seen)).toHaveLength(0);
    const number = within(dialog).getByLabelText('Number of the complaint it repeats');
    await app.user.clear(number);
    await app.user.type(number, '#9');
    await close();
    expect(await app.screen.findByText('Complaint #12 is now Closed.')).toBeTruthy();
    expect(puts(seen).map((request) => request.body)).toEqual([
      { status: 'Closed', close_as: 'duplicate', duplicate_of: '9' },
    ]);
  });

  it('Close as not ours needs a reason, which is sent as the note', async () => {
    const seen = helpdeskServer();
    const app = open();
    const [lift] = await rows(app);
    await app.user.click(within(lift!).getByRole('button', { name: /^Close/ }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Close complaint #12?' });
    await app.user.click(within(dialog).getByLabelText('Not ours to fix'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByText(messages.ticketReasonRequired)).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText('Reason'), 'The lift company handles it');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await app.screen.findByText('Complaint #12 is now Closed.');
    expect(puts(seen)[0]!.body).toEqual({
      status: 'Closed',
      close_as: 'not_ours',
      note: 'The lift company handles it',
    });
  });

  it("keeps the dialog open with the server's reason when a move is refused", async () => {
    helpdeskServer(() => ({ status: 409, body: { detail: 'Someone moved it first.' } }));
    const app = open();
    const [lift] = await rows(app);
    await app.user.click(within(lift!).getByRole('button', { name: /^Assign/ }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Assign complaint #12?' });
    await app.user.type(within(dialog).getByLabelText('Staff name'), 'Suresh');
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Someone moved it first.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Staff name').value).toBe('Suresh');
  });

  it('offline, the moves are disabled and say why', async () => {
    helpdeskServer();
    const app = open();
    const [lift] = await rows(app);
    reportApiFailure();
    const assign = await within(lift!).findByRole<HTMLButtonElement>('button', {
      name: /^Assign/,
    });
    await waitFor(() => expect(assign.disabled).toBe(true));
    const reason = document.getElementById(assign.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toMatch(/^You're offline/);
  });
});
