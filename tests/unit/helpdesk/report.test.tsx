import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { messages } from '../../../contract/messages';
import { db, type OutboxRecord } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import { files } from '../admin-content/support';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { aTicket, categories, openHelpdesk, resetHelpdesk } from './support';

/** 09:00 in India on 10 March 2025. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');
const saved = '\u2014';

type App = ReturnType<typeof openHelpdesk>;

beforeEach(async () => {
  await resetHelpdesk();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:ticket-photo'),
    revokeObjectURL: vi.fn(),
  });
  signInAs(member);
});
afterEach(() => reportApiSuccess());

/** No network at all: the categories and the list are what the phone saved earlier. */
function offline() {
  stubFetch({}, 'network-error');
  reportApiFailure();
}

const submit = (app: App) =>
  app.user.click(app.screen.getByRole('button', { name: 'Report problem' }));

async function fillLeak(app: App) {
  const { user, screen } = app;
  await user.selectOptions(await screen.findByLabelText('What is it about?'), 'Plumbing');
  await user.type(screen.getByLabelText('Title'), 'Water leaking from the ceiling');
  await user.type(screen.getByLabelText('Description'), 'Dripping onto the kitchen floor');
  await user.type(screen.getByLabelText('Location (optional)'), 'Kitchen');
}

describe('the report form (issue 18)', () => {
  it("names what is missing in the contract's words and queues nothing", async () => {
    offline();
    const app = openHelpdesk('/helpdesk/new', { categories });
    await app.screen.findByLabelText('What is it about?');
    await submit(app);
    expect(await app.screen.findByText('Choose what the complaint is about')).toBeTruthy();
    expect(app.screen.getByText('Title is required')).toBeTruthy();
    expect(app.screen.getByText('Description is required')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a PDF named .png by its bytes, before queueing', async () => {
    offline();
    const app = openHelpdesk('/helpdesk/new', { categories });
    await fillLeak(app);
    const photo = app.screen.getByLabelText('Photo (optional)');
    expect(photo.getAttribute('capture')).toBe('environment');
    expect(photo.getAttribute('accept')).toBe('image/*');
    await app.user.upload(photo, files.pdfNamedPng());
    expect(await app.screen.findByText('Only JPEG or PNG images are allowed')).toBeTruthy();
    await submit(app);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says what Urgent means', async () => {
    offline();
    const app = openHelpdesk('/helpdesk/new', { categories });
    const urgent = await app.screen.findByRole('checkbox', { name: 'Urgent' });
    expect(
      document.getElementById(urgent.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(`The deadline is halved ${saved} for leaks, no power, a stuck lift.`);
  });

  it('with no network, keeps a valid report and its photo on the phone and lists it first as saved there', async () => {
    offline();
    const app = openHelpdesk('/helpdesk/new', {
      categories,
      tickets: [aTicket({ id: '3', title: 'Corridor light dead' })],
    });
    await fillLeak(app);
    await app.user.click(app.screen.getByRole('checkbox', { name: 'Urgent' }));
    await app.user.upload(app.screen.getByLabelText('Photo (optional)'), files.jpeg('leak.jpg'));
    await submit(app);

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'helpdeskReport',
      status: 'pending',
      userId: member.id,
      payload: {
        ticket: {
          category_id: '1',
          title: 'Water leaking from the ceiling',
          description: 'Dripping onto the kitchen floor',
          location: 'Kitchen',
          priority: 'urgent',
        },
        shown: { category: 'Plumbing' },
      },
    });
    expect(record?.attachments).toHaveLength(1);
    expect(record?.attachments?.[0]).toMatchObject({
      field: 'photo',
      name: 'leak.jpg',
      type: 'image/jpeg',
    });

    await waitFor(() => expect(app.location()).toBe('/helpdesk'));
    const list = await app.screen.findByRole('list', { name: 'Your complaints' });
    const cards = () => within(list).getAllByRole('article');
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
        'Water leaking from the ceiling',
        'Corridor light dead',
      ]),
    );
    const queued = within(cards()[0]!);
    expect(queued.getByText('Saved on this phone — will send when online')).toBeTruthy();
    expect(queued.getByText('Not sent yet')).toBeTruthy();
    expect(queued.getByText('Plumbing')).toBeTruthy();
    expect(queued.getByText('Urgent')).toBeTruthy();
    const photo = queued.getByRole('img', { name: 'Photo of Water leaking from the ceiling' });
    await waitFor(() => expect(photo.getAttribute('src')).toBe('blob:ticket-photo'));
    // The report just made is followed at the top of the page too, until it has arrived.
    expect(app.screen.getAllByText(/^Saved on this phone — will send when online/)).toHaveLength(2);

    // Back online, the drainer sends it; the page says so and the server's copy stands for it.
    reportApiSuccess();
    const arrived = aTicket({ id: '12', title: 'Water leaking from the ceiling', status: 'Open' });
    stubFetch({ 'helpdesk/tickets': { body: { tickets: [arrived], total: 1 } } });
    await drainOutbox({
      transport: async () => ({ status: 201, body: arrived, headers: { get: () => null } }),
      getToken: () => 'token',
    });
    expect(await app.screen.findByText(messages.ticketReported)).toBeTruthy();
    await waitFor(() => expect(app.screen.queryByText('Not sent yet')).toBeNull());
    // Said to have arrived past SPEC.md §4's 3 s banner: it stays until the resident moves on.
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    expect(app.screen.getByText(messages.ticketReported)).toBeTruthy();
    // The server's copy, once the list has been asked for again.
    expect(
      await app.screen.findByRole('link', { name: 'Water leaking from the ceiling' }),
    ).toBeTruthy();
  });

  it('offline with no saved categories, says the form needs one visit online first', async () => {
    offline();
    const app = openHelpdesk('/helpdesk/new');
    expect(
      await app.screen.findByText(/the list of categories is not saved on this phone yet/),
    ).toBeTruthy();
    expect(app.screen.queryByRole('button', { name: 'Report problem' })).toBeNull();
  });

  it('starts from ?title= (Ask RWA), cut to the 200 characters a title may have', async () => {
    stubFetch({ 'helpdesk/categories': { body: categories } });
    const long = 'Who do I call about a water leak at night? '.repeat(6);
    const app = openHelpdesk(`/helpdesk/new?title=${encodeURIComponent(long)}`);
    const title = await app.screen.findByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe(long.trim().slice(0, 200));
  });

  it('leaves out the category Ask RWA hands its questions to', async () => {
    const askRwa = { id: '9', name: 'Ask RWA', sla_hours: 72, ask_rwa_handovers: true };
    stubFetch({ 'helpdesk/categories': { body: [...categories, askRwa] } });
    const app = openHelpdesk('/helpdesk/new');
    const select = await app.screen.findByLabelText<HTMLSelectElement>('What is it about?');
    const offered = [...select.options].map((option) => option.textContent);
    expect(offered).toEqual(['Choose a category', 'Plumbing', 'Lift']);
  });

  it('opens a refused report from ?edit= and resends it fixed, keeping its photo', async () => {
    offline();
    const refused: OutboxRecord = {
      id: 'refused-1',
      kind: 'helpdeskReport',
      schemaVersion: 1,
      payload: {
        ticket: {
          category_id: '9',
          title: 'Lift stuck',
          description: 'Between floors 3 and 4',
          location: '',
          priority: 'urgent',
        },
        shown: { category: 'Old lift category' },
      },
      userId: member.id,
      status: 'rejected',
      attempts: 1,
      nextAttemptAt: T0,
      createdAt: T0,
      updatedAt: T0,
      lastError: 'This category no longer exists. Please choose another.',
      attachments: [
        { field: 'photo', name: 'lift.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(8) },
      ],
    };
    await db.outbox.add(refused);
    const app = openHelpdesk('/helpdesk/new?edit=refused-1', { categories });
    await app.screen.findByRole('heading', { name: 'Fix a complaint that could not be sent' });
    expect(app.screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Lift stuck');
    expect(app.screen.getByText('The photo saved with this report stays with it.')).toBeTruthy();
    await app.user.selectOptions(app.screen.getByLabelText('What is it about?'), 'Lift');
    await app.user.click(app.screen.getByRole('button', { name: 'Resend complaint' }));
    await waitFor(() => expect(app.location()).toBe('/helpdesk'));
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({ status: 'pending', payload: { shown: { category: 'Lift' } } });
    expect((record?.payload as { ticket: { category_id: string } }).ticket.category_id).toBe('3');
    expect(record?.attachments?.[0]?.name).toBe('lift.jpg');
  });
});
