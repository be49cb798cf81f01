/**
 * The office's decisions on a banquet request tell the resident something (issue 35): a
 * confirmation may carry a note (the deposit, the terms) as a decline carries its reason, and
 * the note reaches the resident in the notice and in the request's timeline.
 */
import { describe, expect, it } from 'vitest';
import type { RequestItem } from '../../contract/requests/requests';
import { bookingSuite } from './bookings-support';
import { bearer } from './helper';

const s = bookingSuite();

async function arjunsInbox() {
  const response = await s.t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(s.arjun),
  });
  return response.json<{ notifications: { title: string; body: string; url: string }[] }>()
    .notifications;
}

async function arjunsRequest(id: string): Promise<RequestItem | undefined> {
  const response = await s.t.app.inject({
    method: 'GET',
    url: '/api/requests/mine',
    headers: bearer(s.arjun),
  });
  return response.json<RequestItem[]>().find((item) => item.kind === 'banquet' && item.id === id);
}

describe('confirming a banquet request', () => {
  it('tells the resident the note the office wrote with the confirmation', async () => {
    const id = await s.requested();
    const note = 'Please pay the ₹5,000 deposit at the office by Friday';
    const response = await s.calls.setStatus(s.meera, id, 'Confirmed', note);
    expect(response.statusCode).toBe(200);
    const [notice] = await arjunsInbox();
    expect(notice?.title).toBe('Your banquet hall request is confirmed');
    expect(notice?.body).toContain(note);
    expect(notice?.url).toBe('/my-requests');
    const request = await arjunsRequest(id);
    expect(request).toMatchObject({ status: 'Confirmed', status_note: note });
    expect(request?.history.at(-1)).toMatchObject({ status: 'Confirmed', note, by_role: 'rwa' });
  });

  it('still confirms without a note', async () => {
    const id = await s.requested();
    expect((await s.calls.setStatus(s.meera, id, 'Confirmed')).statusCode).toBe(200);
    const [notice] = await arjunsInbox();
    expect(notice?.title).toBe('Your banquet hall request is confirmed');
    expect((await arjunsRequest(id))?.status_note).toBe('');
  });
});
