import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketDetail } from '../../contract/helpdesk/helpdesk';
import { messages } from '../../contract/messages';
import { detailOf, leakTicket, NOW, overdueTicket } from './admin-helpdesk-support';
import { stubFetch, type SeenRequest } from './support/fetch';
import { renderApp, rwa, signInAs } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(rwa);
});
afterEach(() => vi.restoreAllMocks());

const leak: TicketDetail = detailOf(
  { ...leakTicket, photo_url: 'files/leak.jpg', thumbnail_url: 'files/leak-thumb.jpg' },
  {
    comments: [
      {
        id: '1',
        author_name: 'Asha Rao',
        author_role: 'member',
        body: 'Still dripping',
        photo_url: 'files/drip.jpg',
        thumbnail_url: 'files/drip-thumb.jpg',
        created_at: '2030-03-05T11:40:00Z',
      },
      {
        id: '2',
        author_name: 'Ravi Kumar',
        author_role: 'rwa',
        body: 'Plumber at 4 pm',
        photo_url: '',
        thumbnail_url: '',
        created_at: '2030-03-05T12:00:00Z',
      },
    ],
    history: [
      { status: 'Open', note: '', at: '2030-03-05T09:40:00Z', by_role: 'member' },
      { status: 'Assigned', note: '', at: '2030-03-05T10:00:00Z', by_role: 'rwa' },
    ],
  },
);

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

describe('/admin/helpdesk/:id: one complaint for the office (issue 18)', () => {
  it("opens from an office notice's url, with the facts, the photo, the thread and the history", async () => {
    stubFetch({ 'helpdesk/tickets/15': { body: leak } });
    const app = renderApp('/admin/helpdesk/15');
    expect(
      await app.screen.findByRole('heading', { name: '#15 Leaking pipe under the sink', level: 1 }),
    ).toBeTruthy();
    expect(app.screen.getByText('21 h left')).toBeTruthy();
    expect(app.screen.getByText('Ramesh (plumber)')).toBeTruthy();
    expect(app.screen.getByRole('link', { name: '9000000003' })).toBeTruthy();
    expect(app.screen.getByAltText('Photo of complaint #15').getAttribute('src')).toBe(
      '/api/files/leak-thumb.jpg',
    );
    const thread = within(app.screen.getByRole('list', { name: 'Comments, oldest first' }));
    const [resident, office] = thread.getAllByRole('listitem');
    expect(within(resident!).getByText('Asha Rao')).toBeTruthy();
    expect(within(resident!).queryByText(/RWA office/)).toBeNull();
    expect(within(resident!).getByAltText("Photo with Asha Rao's comment")).toBeTruthy();
    expect(within(office!).getByText(/\(RWA office\)$/)).toBeTruthy();
    expect(within(office!).getByText('Plumber at 4 pm')).toBeTruthy();
    const history = within(app.screen.getByRole('list', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Open 3:10 PM by the household',
      'Assigned 3:30 PM by the RWA office',
    ]);
  });

  it('sends an office comment as multipart with an Idempotency-Key, kept when the send is retried', async () => {
    let answers = 0;
    const seen = stubFetch({
      'helpdesk/tickets/15': { body: leak },
      'helpdesk/tickets/15/comments': () => {
        answers += 1;
        return answers === 1 ? 'network-error' : { body: leak };
      },
    });
    const app = renderApp('/admin/helpdesk/15');
    const form = within(await app.screen.findByRole('form', { name: 'Comment as the office' }));
    await app.user.click(form.getByRole('button', { name: 'Send comment' }));
    expect(await form.findByText(messages.commentRequired)).toBeTruthy();
    expect(posts(seen)).toHaveLength(0);

    await app.user.type(form.getByLabelText('Comment'), 'Washer replaced');
    await app.user.click(form.getByRole('button', { name: 'Send comment' }));
    await form.findByRole('alert');
    await app.user.click(form.getByRole('button', { name: 'Send comment' }));
    expect(await app.screen.findByText('Comment sent. The household is told.')).toBeTruthy();
    const sent = posts(seen);
    expect(sent).toHaveLength(2);
    const body = sent[1]!.body as FormData;
    expect(JSON.parse(body.get('comment') as string)).toEqual({ body: 'Washer replaced' });
    expect(body.get('photo')).toBeNull();
    const keys = sent.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('raises the priority to urgent', async () => {
    let stored = leak;
    const seen = stubFetch({
      'helpdesk/tickets/15': () => ({ body: stored }),
      'helpdesk/tickets/15/priority': () => {
        stored = { ...leak, priority: 'urgent' };
        return { body: stored };
      },
    });
    const app = renderApp('/admin/helpdesk/15');
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Make urgent (half the deadline)' }),
    );
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
        priority: 'urgent',
      }),
    );
    expect(await app.screen.findByRole('button', { name: 'Make normal priority' })).toBeTruthy();
  });

  it("moves the ticket from its page, and shows the server's reason for an unknown one", async () => {
    stubFetch({
      'helpdesk/tickets/12': { body: detailOf(overdueTicket) },
      'helpdesk/tickets/99': { status: 404, body: { detail: messages.ticketNotFound } },
    });
    const app = renderApp('/admin/helpdesk/12');
    expect(await app.screen.findByText('Overdue by 2 h')).toBeTruthy();
    expect(app.screen.getByRole('button', { name: /^Assign: complaint #12/ })).toBeTruthy();
    await app.router.navigate('/admin/helpdesk/99');
    expect(await app.screen.findByText(messages.ticketNotFound)).toBeTruthy();
  });
});
