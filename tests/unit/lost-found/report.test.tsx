import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LostFoundInput } from '../../../contract/lost-found/lost-found';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db, type OutboxRecord } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import type { TransportRequest } from '../../../src/offline/transport';
import { files } from '../admin-content/support';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { anItem, emptyFormMessages, openLostAndFound, resetLostFound, saveItems } from './support';

/** 09:00 in India on 10 March 2025. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');

type App = ReturnType<typeof openLostAndFound>;

beforeEach(async () => {
  await resetLostFound();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  // jsdom cannot make object URLs; the page makes one to show a queued report's photo.
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:report-photo'),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => reportApiSuccess());

const umbrellaReport: LostFoundInput = {
  type: 'lost',
  title: 'Blue umbrella',
  description: 'Left near the pool',
  date: '2025-03-09',
  location: 'Clubhouse',
  category: 'Accessories',
  contactName: 'Asha Rao',
  contactPhone: member.id,
};

/** Offline, with an empty list saved earlier: every report can only be queued. */
async function offline() {
  signInAs(member);
  await saveItems([], member.id);
  stubFetch({ 'lostandfound/items': 'network-error' });
  reportApiFailure();
}

async function openForm(app: App) {
  await app.user.click(await app.screen.findByRole('button', { name: 'Report an item' }));
}

async function fillUmbrella(app: App) {
  const { user, screen } = app;
  await user.type(screen.getByLabelText('Title'), 'Blue umbrella');
  await user.type(screen.getByLabelText('Description'), 'Left near the pool');
  await user.type(screen.getByLabelText('Date'), '2025-03-09');
  await user.type(screen.getByLabelText('Location'), 'Clubhouse');
  await user.selectOptions(screen.getByLabelText('Category'), 'Accessories');
}

const reportButton = (app: App) => app.screen.getByRole('button', { name: 'Report item' });

describe('the report form (SPEC.md §5 Lost/found report)', () => {
  it("starts from the resident's name and phone, type Lost and category Others", async () => {
    await offline();
    const app = openLostAndFound();
    await openForm(app);
    const value = (label: string) => app.screen.getByLabelText<HTMLInputElement>(label).value;
    expect(value('Type')).toBe('lost');
    expect(value('Category')).toBe('Others');
    expect(value('Contact name')).toBe('Asha Rao');
    expect(value('Contact phone')).toBe(member.id);
    expect(app.screen.getByLabelText('Type')).toBe(document.activeElement);
  });

  it("names every missing field in the words '<Field> is required' and queues nothing", async () => {
    await offline();
    const app = openLostAndFound();
    await openForm(app);
    await app.user.clear(app.screen.getByLabelText('Contact name'));
    await app.user.clear(app.screen.getByLabelText('Contact phone'));
    await app.user.click(reportButton(app));
    for (const message of emptyFormMessages) {
      expect(app.screen.getByText(message)).toBeTruthy();
    }
    expect(app.screen.getByLabelText('Title')).toBe(document.activeElement);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps only digits in the phone, at most 10, and wants all 10', async () => {
    await offline();
    const app = openLostAndFound();
    await openForm(app);
    const phone = app.screen.getByLabelText<HTMLInputElement>('Contact phone');
    await app.user.clear(phone);
    await app.user.type(phone, '98-765 43');
    expect(phone.value).toBe('9876543');
    await fillUmbrella(app);
    await app.user.click(reportButton(app));
    expect(app.screen.getByText('Phone number must be 10 digits')).toBeTruthy();
    await app.user.type(phone, '210999');
    expect(phone.value).toBe('9876543210');
    expect(app.screen.queryByText('Phone number must be 10 digits')).toBeNull();
  });

  it('refuses a day still to come in India', async () => {
    await offline();
    const app = openLostAndFound();
    await openForm(app);
    expect(app.screen.getByLabelText('Date').getAttribute('max')).toBe('2025-03-10');
    await fillUmbrella(app);
    const date = app.screen.getByLabelText('Date');
    await app.user.clear(date);
    await app.user.type(date, '2025-03-11');
    await app.user.click(reportButton(app));
    expect(app.screen.getByText('Date cannot be in the future')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks a visitor without a session to log in', async () => {
    stubFetch({ 'lostandfound/items': { body: [] } });
    const app = openLostAndFound();
    await openForm(app);
    await fillUmbrella(app);
    await app.user.click(reportButton(app));
    expect(app.screen.getByText('You must be logged in to report an item')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a PDF named .png and an image over 5 MB by their bytes, before queueing', async () => {
    await offline();
    const app = openLostAndFound();
    await openForm(app);
    await fillUmbrella(app);
    const photo = app.screen.getByLabelText('Photo (optional)');
    expect(app.screen.getByText('JPEG or PNG, max 5 MB')).toBeTruthy();
    await app.user.upload(photo, files.pdfNamedPng());
    expect(await app.screen.findByText('Only JPEG or PNG images are allowed')).toBeTruthy();
    await app.user.click(reportButton(app));
    await app.user.upload(photo, files.tooBigImage());
    expect(await app.screen.findByText('The image must be 5 MB or smaller')).toBeTruthy();
    await app.user.click(reportButton(app));
    expect(app.screen.getByText('The image must be 5 MB or smaller')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a report goes through the outbox (DESIGN.md §5)', () => {
  it('is kept on the phone with its photo, shows as not sent among the items, then is sent once as multipart', async () => {
    await offline();
    const app = openLostAndFound();
    await openForm(app);
    await fillUmbrella(app);
    await app.user.upload(
      app.screen.getByLabelText('Photo (optional)'),
      files.jpeg('umbrella.jpg'),
    );
    await app.user.click(reportButton(app));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'lostFoundReport',
      status: 'pending',
      userId: member.id,
      payload: umbrellaReport,
    });
    expect(record?.attachments).toHaveLength(1);
    expect(record?.attachments?.[0]).toMatchObject({
      field: 'image',
      name: 'umbrella.jpg',
      type: 'image/jpeg',
    });
    expect(record?.attachments?.[0]?.bytes.byteLength).toBe(64);

    // The form closed; the report shows among the items, marked, with its photo from the phone.
    expect(app.screen.queryByLabelText('Title')).toBeNull();
    const list = await app.screen.findByRole('list', { name: 'Lost and found items' });
    const card = within(list).getByRole('listitem', { name: 'Blue umbrella' });
    expect(within(card).getByText('Not sent yet')).toBeTruthy();
    expect(within(card).getByText('Saved on this phone — will send when online')).toBeTruthy();
    const photo = within(card).getByRole('img', { name: 'Photo of Blue umbrella' });
    await waitFor(() => expect(photo.getAttribute('src')).toBe('blob:report-photo'));
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(within(card).getByText('March 9, 2025')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Discard' })).toBeTruthy();

    reportApiSuccess();
    const arrived = anItem({ id: '40', ...umbrellaReport, date: '2025-03-09', mine: true });
    stubFetch({ 'lostandfound/items': { body: [arrived] } });
    const sent: TransportRequest[] = [];
    await drainOutbox({
      transport: async (request) => {
        sent.push(request);
        return {
          status: 201,
          body: arrived,
          headers: { get: () => null },
        };
      },
      getToken: () => 'token',
    });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('lostandfound/items');
    expect(request?.headers['Idempotency-Key']).toBe(record?.id);
    expect(request?.headers['Authorization']).toBe('Bearer token');
    const form = request?.body as FormData;
    expect(JSON.parse(String(form.get('item')))).toEqual(umbrellaReport);
    const image = form.get('image') as File;
    expect(image.name).toBe('umbrella.jpg');
    expect(image.type).toBe('image/jpeg');
    expect(image.size).toBe(64);
    expect((await db.outbox.get(record!.id))?.status).toBe('sent');
    // Once sent, the list is fetched again and the server's copy stands for the report.
    expect(await app.screen.findByRole('button', { name: 'Close Blue umbrella' })).toBeTruthy();
    expect(app.screen.queryByText('Not sent yet')).toBeNull();
    expect(app.screen.getAllByRole('listitem', { name: 'Blue umbrella' })).toHaveLength(1);
  });

  const refused = (overrides: Partial<OutboxRecord> = {}): OutboxRecord => ({
    id: 'refused-1',
    kind: 'lostFoundReport',
    schemaVersion: 1,
    payload: umbrellaReport,
    userId: member.id,
    status: 'rejected',
    attempts: 1,
    nextAttemptAt: T0,
    createdAt: T0 - 60_000,
    updatedAt: T0 - 30_000,
    lastError: 'Please describe the item in more detail.',
    attachments: [
      { field: 'image', name: 'umbrella.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(64) },
    ],
    ...overrides,
  });

  it("shows a refused report with the server's reason and resends it fixed, photo kept", async () => {
    await offline();
    await db.outbox.add(refused());
    const app = openLostAndFound();
    const card = await app.screen.findByRole('listitem', { name: 'Blue umbrella' });
    expect(within(card).getByText("Couldn't send — tap to fix")).toBeTruthy();
    expect(within(card).getByText('Please describe the item in more detail.')).toBeTruthy();

    await app.user.click(within(card).getByRole('button', { name: 'Edit & resend' }));
    expect(
      app.screen.getByRole('heading', { name: 'Fix a report that could not be sent' }),
    ).toBeTruthy();
    expect(app.screen.getByText('The photo saved with this report stays with it.')).toBeTruthy();
    const description = app.screen.getByLabelText<HTMLTextAreaElement>('Description');
    expect(description.value).toBe('Left near the pool');
    await app.user.type(description, ', navy blue with a wooden handle');
    await app.user.click(app.screen.getByRole('button', { name: 'Resend report' }));

    await waitFor(async () => expect(await db.outbox.get('refused-1')).toBeUndefined());
    const [resent] = await db.outbox.toArray();
    expect(resent?.status).toBe('pending');
    expect((resent?.payload as LostFoundInput).description).toBe(
      'Left near the pool, navy blue with a wooden handle',
    );
    expect(resent?.attachments?.[0]?.name).toBe('umbrella.jpg');
  });

  it('opens the refused report named by ?edit= for fixing', async () => {
    await offline();
    await db.outbox.add(refused());
    const app = openLostAndFound('?edit=refused-1');
    expect(await app.screen.findByRole('button', { name: 'Resend report' })).toBeTruthy();
  });

  it('lets the resident discard a report that could not be sent', async () => {
    await offline();
    await db.outbox.add(refused());
    const app = openLostAndFound();
    const card = await app.screen.findByRole('listitem', { name: 'Blue umbrella' });
    await app.user.click(within(card).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await app.screen.findByText('No items reported yet.')).toBeTruthy();
  });

  it('a sent report is confirmed under the heading until the resident starts another', async () => {
    await offline();
    const app = openLostAndFound();
    await openForm(app);
    await fillUmbrella(app);
    await app.user.click(reportButton(app));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));

    reportApiSuccess();
    const arrived = anItem({ id: '41', ...umbrellaReport, mine: true });
    stubFetch({ 'lostandfound/items': { body: [arrived] } });
    await drainOutbox({
      transport: async () => ({ status: 201, body: arrived, headers: { get: () => null } }),
      getToken: () => 'token',
    });
    const section = app.screen.getByRole('region', { name: 'Report a lost or found item' });
    expect(await within(section).findByText(/Your report has been sent\./)).toBeTruthy();
    // Past SPEC.md §4's 3 s: what matters does not vanish on a timer (ADR 005).
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    expect(within(section).getByText(/Your report has been sent\./)).toBeTruthy();

    await openForm(app);
    expect(within(section).queryByText(/Your report has been sent\./)).toBeNull();
  });

  it("never shows another user's queued reports", async () => {
    await offline();
    await db.outbox.add(refused({ userId: '9000000005' }));
    const app = openLostAndFound();
    expect(await app.screen.findByText('No items reported yet.')).toBeTruthy();
  });
});
