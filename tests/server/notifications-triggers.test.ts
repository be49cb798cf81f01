/**
 * Who is told what (issue 14): residents when the RWA posts (posts within the hour folded into
 * one), the reporter of a lost item when one like it is found, an apartment when a document is
 * uploaded for it, the office when a banquet request arrives, and the resident when it is
 * confirmed: dates and times in words (issue 35).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inIndia } from '../../contract/platform/india-time';
import type { Notification } from '../../contract/notices/notifications';
import { bearer } from './helper';
import { buildContent, multipart, pdf, postForm } from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
let today: string;
beforeAll(async () => {
  t = await buildContent();
  today = inIndia(t.clock.now()).date;
});
afterAll(() => t.close());

const inbox = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).json<{
    notifications: Notification[];
    unread: number;
  }>();

const readAll = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: bearer(token),
    payload: { all: true },
  });

const post = (url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });

describe('posts from the RWA', () => {
  it('tells every resident, folding posts within the hour into one notice', async () => {
    await readAll(t.member);
    const tender = await post(
      'tenders/tenders',
      {
        name: 'Lift maintenance',
        description: 'Four lifts, one year.',
        collectionDate: today,
        returnDate: today,
        cost: { amount: 125000, gstPercentage: 18 },
        location: 'Office',
        contact: 'Secretary',
      },
      t.rwa,
    );
    expect(tender.statusCode).toBe(201);
    let mine = await inbox(t.member);
    expect(mine.notifications[0]).toMatchObject({
      category: 'community',
      title: 'New tender: Lift maintenance',
      url: '/tenders',
    });
    const update = await post(
      'updates/updates',
      { title: 'Pool reopens', content: 'From Monday.', category: 'Notice' },
      t.rwa,
    );
    expect(update.statusCode).toBe(201);
    mine = await inbox(t.member);
    expect(mine.unread).toBe(1);
    expect(mine.notifications[0]).toMatchObject({
      title: 'New from the RWA',
      body: 'Update: Pool reopens · Tender: Lift maintenance',
    });
    expect((await inbox(t.otherMember)).notifications[0]?.title).toBe('New from the RWA');
  });
});

describe('lost and found', () => {
  const item = (type: 'lost' | 'found', title: string) => ({
    type,
    title,
    description: 'A bunch of keys on a red ring.',
    date: today,
    location: 'Gym',
    category: 'Keys',
    contactName: 'Someone',
    contactPhone: '9000000004',
  });

  it('tells the reporter of an open lost item when one of its kind is found', async () => {
    expect(
      (await post('lostandfound/items/report', item('lost', 'My keys'), t.member)).statusCode,
    ).toBe(201);
    await readAll(t.member);
    const found = await post(
      'lostandfound/items/report',
      item('found', 'Keys on a red ring'),
      t.otherMember,
    );
    expect(found.statusCode).toBe(201);
    expect((await inbox(t.member)).notifications[0]).toMatchObject({
      category: 'lost_found',
      title: 'Found: Keys on a red ring',
      url: '/lost-and-found',
    });
    // The finder is not told about their own report.
    expect((await inbox(t.otherMember)).notifications.map((n) => n.kind)).not.toContain(
      'lost_found_match',
    );
  });
});

describe('documents', () => {
  it('tells the apartment it was uploaded for, and no other', async () => {
    const form = multipart({ apartment_number: 'A101' }, [
      { field: 'document', name: 'Maintenance bill.pdf', bytes: pdf() },
    ]);
    expect((await postForm(t, '/api/documents/documents', form, t.rwa)).statusCode).toBe(201);
    expect((await inbox(t.member)).notifications[0]).toMatchObject({
      category: 'documents',
      body: 'Maintenance bill.pdf',
      url: '/documents',
    });
    expect((await inbox(t.otherMember)).notifications.map((n) => n.kind)).not.toContain(
      'document_new',
    );
  });
});

describe('requests for the office', () => {
  it('tells the RWA when a banquet request arrives', async () => {
    const response = await post(
      'banquetbooking/banquet/book',
      {
        booking_date: '2030-03-10',
        start_time: '18:00',
        end_time: '22:00',
        purpose: 'Birthday party',
        expected_guests: 40,
        user_id: '9000000002',
        apartment_number: 'A101',
        contact_name: 'Arjun',
        contact_phone: '9000000002',
      },
      t.member,
    );
    expect(response.statusCode).toBe(201);
    expect((await inbox(t.rwa)).notifications[0]).toMatchObject({
      category: 'office',
      title: 'Banquet request from A101',
      body: 'Sun 10 Mar, 6:00 PM–10:00 PM: Birthday party',
    });

    // Issue 35: the resident reads the day in words, never "2030-03-10 at 18:00".
    const { booking_id } = response.json<{ booking_id: string }>();
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/booking/update-booking-status/${booking_id}?new_status=Confirmed`,
      headers: bearer(t.rwa),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await inbox(t.member)).notifications[0]).toMatchObject({
      title: 'Your banquet hall request is confirmed',
      body: 'Sun 10 Mar at 6:00 PM',
    });
  });
});
