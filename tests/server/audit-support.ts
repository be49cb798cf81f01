/**
 * One successful call per audited endpoint (issue 16), for audit-trail.test.ts. A case prepares
 * what its call needs (a tender to delete, a resident to move out, a booking to cancel) and
 * answers the call itself, which the RWA makes. Phones, apartments, names and slots are new on
 * every run, so the table can be run twice (once to succeed, once with the audit row refused).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Api, EndpointName } from '../../contract/index';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { courtBooking } from './bookings-support';
import { duesAuditCases } from './audit-support-dues';
import { helpdeskAuditCases } from './audit-support-helpdesk';
import { pollAuditCases } from './audit-support-polls';
import { addUser, bearer, tokenFor } from './helper';
import { del, jpeg, multipart, pdf, postForm } from './content-support';
import type { ContentApp } from './content-support';

/** The endpoints whose contract carries an `audit` rule. */
export type AuditedName = {
  [K in EndpointName]: Api[K] extends { audit: { action: string } } ? K : never;
}[EndpointName];

export type AuditedCall = () => Promise<LightMyRequestResponse>;
/** Prepares, then answers the call to make. */
export type AuditedCase = () => Promise<AuditedCall>;

const ready =
  (call: AuditedCall): AuditedCase =>
  () =>
    Promise.resolve(call);

export interface Resident {
  phone: string;
  apartment: string;
  token: string;
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function auditedCases(t: ContentApp) {
  const image = await jpeg();
  let serial = 0;
  const next = () => (serial += 1);
  const today = () => inIndia(t.clock.now()).date;

  const send = (method: Method, url: string, payload?: object, token = t.rwa) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: bearer(token),
      ...(payload && { payload }),
    });
  /** A form with one file, named anew each time (`.jpg` or `.pdf` as the bytes are). */
  const form = (url: string, fields: Record<string, string>, field: string, bytes: Buffer) => {
    const name = `file-${next()}.${bytes.subarray(0, 4).toString() === '%PDF' ? 'pdf' : 'jpg'}`;
    return postForm(t, `/api/${url}`, multipart(fields, [{ field, name, bytes }]), t.rwa);
  };
  /** The id a successful create answered; a failed one stops the case. */
  const idOf = (response: LightMyRequestResponse, key = 'id'): string => {
    if (response.statusCode >= 300) throw new Error(`preparing: ${response.body}`);
    return String(response.json<Record<string, unknown>>()[key]);
  };

  /** A new resident in an apartment of their own, signed in. */
  const resident = async (): Promise<Resident> => {
    const n = next();
    const who = { phone: `93${String(n).padStart(8, '0')}`, apartment: `Z${n}` };
    await addUser(t, who);
    return { ...who, token: await tokenFor(t, who.phone) };
  };
  const userFields = (
    who: { phone: string; apartment: string },
    name = `Resident ${who.phone}`,
  ) => ({
    name,
    email: `r${who.phone}@example.com`,
    phone_number: who.phone,
    apartment_number: who.apartment,
  });
  const newUser = () => {
    const n = next();
    return { phone: `94${String(n).padStart(8, '0')}`, apartment: `Y${n}` };
  };

  const tender = (change: object = {}) => ({
    name: `Tender ${next()}`,
    description: 'Annual pest control of the common areas.',
    collectionDate: addDays(today(), 20),
    returnDate: addDays(today(), 40),
    cost: { amount: 1500, gstPercentage: 18 },
    location: 'Estate office',
    contact: '9000000001',
    ...change,
  });
  const newTender = async () => idOf(await send('POST', 'tenders/tenders', tender()));

  const lostItem = (who = { phone: '9000000002', name: 'Arjun Sharma' }) => ({
    type: 'lost' as const,
    title: `Umbrella ${next()}`,
    description: 'A folding umbrella with a wooden handle.',
    date: today(),
    location: 'Tower A lobby',
    category: 'Accessories',
    contactName: who.name,
    contactPhone: who.phone,
  });
  /** A resident's own report (Arjun's), which the RWA then manages. */
  const reported = async () =>
    idOf(await send('POST', 'lostandfound/items/report', lostItem(), t.member));

  const menu = () =>
    form(
      'restaurant/menus/upload',
      { menu_name: `Menu ${next()}`, menu_description: 'x' },
      'file',
      image,
    );
  const photo = () =>
    form('gallery/gallery/upload', { title: `Photo ${next()}`, category: 'events' }, 'file', image);
  const newsletter = () =>
    form('newsletter/newsletters', { title: `Issue ${next()}` }, 'pdf', pdf());
  const eventFields = () => ({
    title: `Holi ${next()}`,
    date: addDays(today(), 10),
    time: '10:00 AM - 2:00 PM',
    location: 'Central lawn',
    description: 'Colours, music and thandai.',
    category: 'Festival',
  });
  const event = () =>
    form('events/create_events', { event: JSON.stringify(eventFields()) }, 'image', image);
  const update = () =>
    send('POST', 'updates/updates', {
      title: `Lift ${next()}`,
      content: 'Lift 2 of Tower A is off on Monday.',
      category: 'Maintenance',
    });
  const assistantPdf = () => form('qaAgent/upload-pdf/', {}, 'files', pdf('Estate rules'));
  const document = () =>
    form('documents/documents', { apartment_number: 'A101' }, 'document', pdf());

  /** A court booking for tomorrow by a new resident; the hour moves on with every call. */
  const booking = async () => {
    const who = await resident();
    const slot = `${String(6 + (next() % 16)).padStart(2, '0')}:00`;
    const payload = courtBooking({ user_id: who.phone, time_slot: slot, sport_type: 'Tennis' });
    const response = await send('POST', 'booking/book', payload, who.token);
    return { id: idOf(response, 'booking_id'), owner: who };
  };
  const ride = async () => {
    const who = await resident();
    const payload = {
      pickup_location: 'Tower A',
      dropoff_location: 'Clubhouse',
      duration: 15,
      time: '23:00',
      user_id: who.phone,
      apartment_number: who.apartment,
      phone_number: who.phone,
    };
    const response = await send('POST', 'golf-cart/golf-cart/request', payload, who.token);
    return { id: idOf(response, 'request_id'), owner: who };
  };

  const helpdesk = helpdeskAuditCases(t, { send, form, idOf, next, image });
  const dues = duesAuditCases(t, { send, idOf, next, resident });
  const polls = pollAuditCases(t, { send, idOf, next, resident });

  const cases: Record<AuditedName, AuditedCase> = {
    ...helpdesk.cases,
    ...dues.cases,
    ...polls.cases,
    updateGateSettings: ready(() =>
      send('PUT', 'gate/settings', { overstay_grace_minutes: 30 + (next() % 60) }),
    ),
    createUser: ready(() => send('POST', 'member/create-users', userFields(newUser()))),
    updateUser: async () => {
      const who = await resident();
      const body = { member_status: 'inactive', is_active: true };
      return () => send('PUT', `member/update-user/${who.phone}/${who.apartment}`, body);
    },
    createUsersBulk: ready(() => {
      const who = newUser();
      const csv = [
        'phone_number,apartment_number,name,email,membership_startdate,member_status,is_active',
        `${who.phone},${who.apartment},Bulk Resident,b${who.phone}@example.com,,ACTIVE,true`,
      ].join('\r\n');
      return t.app.inject({
        method: 'POST',
        url: '/api/member/create-users-bulk',
        headers: { ...bearer(t.rwa), 'content-type': 'text/csv' },
        payload: csv,
      });
    }),
    editUser: async () => {
      const who = await resident();
      return () => send('PUT', `member/users/${who.phone}`, userFields(who, 'Renamed Resident'));
    },
    createGuard: async () => {
      const who = newUser();
      return () => send('POST', 'gate/guards', { name: `Guard ${who.phone}`, phone: who.phone });
    },
    deleteGuard: async () => {
      const who = newUser();
      await addUser(t, { phone: who.phone, apartment: 'GATE', role: 'guard' });
      return () => send('DELETE', `gate/guards/${who.phone}`);
    },
    setParcelOverdueDays: ready(() =>
      send('PUT', 'parcels/overdue-days', { overdue_days: (next() % 60) + 1 }),
    ),
    removeUser: async () => {
      const who = await resident();
      return () => send('DELETE', `member/users/${who.phone}`);
    },
    setUserRole: async () => {
      const who = await resident();
      return () => send('PUT', `member/users/${who.phone}/role`, { role: 'rwa' });
    },
    signOutUser: async () => {
      const who = await resident();
      return () => send('POST', `member/users/${who.phone}/sign-out`);
    },
    unlockUser: async () => {
      const who = await resident();
      const until = new Date(t.clock.now().getTime() + 86_400_000);
      await t.db
        .insertInto('sign_in_locks')
        .values({ phone_number: who.phone, locked_until: until })
        .execute();
      return () => send('POST', `member/users/${who.phone}/unlock`);
    },
    updateBookingStatus: async () => {
      const { id } = await booking();
      const reason = encodeURIComponent('Court resurfacing');
      return () =>
        send('PUT', `booking/update-booking-status/${id}?new_status=Cancelled&reason=${reason}`);
    },
    updateGolfCartStatus: async () => {
      const { id } = await ride();
      return () => send('PUT', `golf-cart/golf-cart/requests/${id}/status`, { status: 'Accepted' });
    },
    createTender: ready(() => send('POST', 'tenders/tenders', tender())),
    updateTender: async () => {
      const id = await newTender();
      return () => send('PUT', `tenders/tenders/${id}`, tender());
    },
    deleteTender: async () => {
      const id = await newTender();
      return () => send('DELETE', `tenders/tenders/${id}`);
    },
    uploadMenu: ready(menu),
    deleteMenu: async () => {
      const id = idOf(await menu(), 'menu_id');
      return () => del(t, `/api/restaurant/menus/${id}`, t.rwa);
    },
    uploadGalleryImage: ready(photo),
    deleteGalleryImage: async () => {
      const id = idOf(await photo());
      return () => del(t, `/api/gallery/gallery/${id}`, t.rwa);
    },
    uploadNewsletter: ready(newsletter),
    deleteNewsletter: async () => {
      const id = idOf(await newsletter());
      return () => del(t, `/api/newsletter/newsletters/${id}`, t.rwa);
    },
    createEvent: ready(event),
    updateEvent: async () => {
      const id = idOf(await event());
      const fields = { event: JSON.stringify({ ...eventFields(), title: `Holi ${next()}` }) };
      const { payload, headers } = multipart(fields);
      const url = `/api/events/events/${id}`;
      return () =>
        t.app.inject({ method: 'PUT', url, payload, headers: { ...headers, ...bearer(t.rwa) } });
    },
    deleteEvent: async () => {
      const id = idOf(await event());
      return () => del(t, `/api/events/events/${id}`, t.rwa);
    },
    createUpdate: ready(update),
    deleteUpdate: async () => {
      const id = idOf(await update());
      return () => del(t, `/api/updates/updates/${id}`, t.rwa);
    },
    uploadAssistantPdfs: ready(assistantPdf),
    handOverQuestion: ready(() =>
      send('POST', 'qaAgent/handover', { question: `Who keeps the hall keys? ${next()}` }),
    ),
    saveAssistantSynonyms: ready(() =>
      send('PUT', 'qaAgent/synonyms', {
        groups: [
          ['guest', 'visitor'],
          ['pet', 'dog', 'cat'],
        ],
      }),
    ),
    deleteAssistantFile: async () => {
      const response = await assistantPdf();
      const [file] = response.json<{ files: { id: string }[] }>().files;
      return () => del(t, `/api/qaAgent/files/${file?.id ?? 'missing'}`, t.rwa);
    },
    createLostFoundItem: ready(() =>
      postForm(
        t,
        '/api/lostandfound/items',
        multipart({ item: JSON.stringify(lostItem({ phone: '9000000001', name: 'Gate' })) }),
        t.rwa,
      ),
    ),
    uploadLostFoundImage: async () => {
      const id = await reported();
      return () => form(`lostandfound/items/${id}/image`, {}, 'image', image);
    },
    updateLostFoundItem: async () => {
      const id = await reported();
      return () => send('PUT', `lostandfound/items/${id}`, lostItem());
    },
    updateLostFoundStatus: async () => {
      const id = await reported();
      return () => send('PATCH', `lostandfound/items/${id}/status`, { status: 'closed' });
    },
    deleteLostFoundItem: async () => {
      const id = await reported();
      return () => send('DELETE', `lostandfound/items/${id}`);
    },
    uploadDocument: ready(document),
    deleteDocument: async () => {
      const id = idOf(await document());
      return () => del(t, `/api/documents/${id}`, t.rwa);
    },
    markContactMessageHandled: async () => {
      const n = next();
      // A visitor's message, each from its own address (Contact Us counts per address).
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact/messages',
        payload: { name: `Visitor ${n}`, email: `v${n}@example.com`, message: 'Is parking free?' },
        remoteAddress: `198.18.${Math.floor(n / 250)}.${n % 250}`,
      });
      if (sent.statusCode !== 200) throw new Error(`preparing: ${sent.body}`);
      const row = await t.db
        .selectFrom('contact_messages')
        .select('id')
        .where('email', '=', `v${n}@example.com`)
        .executeTakeFirstOrThrow();
      return () => send('PUT', `contact/messages/${row.id}/handled`, { handled: true });
    },
    sendBroadcast: ready(() =>
      send('POST', 'broadcasts', {
        title: `Water cut ${next()}`,
        body: 'No water from 2 to 4 PM.',
        severity: 'info',
      }),
    ),
  };
  return {
    cases,
    send,
    resident,
    booking,
    ride,
    reported,
    lostItem,
    newTender,
    tender,
    userFields,
    newUser,
    complaint: helpdesk.complaint,
    commentAs: helpdesk.commentAs,
  };
}
