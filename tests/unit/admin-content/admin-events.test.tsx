import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventListItem as Event } from '../../../contract/events/events';
import AdminEventsPage from '../../../src/features/admin-events/admin-events-page';
import { clearSession } from '../../../src/api/session';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { entriesOf, files, nextUpload, stubUploads } from './support';

const diwali: Event = {
  id: '12',
  title: 'Diwali Mela',
  date: '2099-11-08',
  time: '6:00 PM - 10:00 PM',
  location: 'Clubhouse lawn',
  description: 'Stalls, music and lights',
  category: 'Festival',
  registrationRequired: true,
  registrationDeadline: '2099-11-05',
  organizer: 'Cultural committee',
  contactEmail: 'culture@example.com',
  agenda: ['Stalls open', 'Music'],
  imageUrl: 'files/AAAAAAAAAAAAAAAAAAAAAA.jpg',
  thumbnailUrl: 'files/BBBBBBBBBBBBBBBBBBBBBB.jpg',
  attendees: 14,
  capacity: 120,
  seatsLeft: 106,
  households: 6,
  waitlisted: 0,
  my_registration: null,
};

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () => renderPage('/admin/events', AdminEventsPage, undefined, { retry: false });
type App = ReturnType<typeof open>;

async function fillEvent(app: App, date = '2099-11-08') {
  await app.user.type(app.screen.getByLabelText('Title'), 'Diwali Mela');
  await app.user.type(app.screen.getByLabelText('Date'), date);
  await app.user.type(app.screen.getByLabelText('Time'), '6:00 PM - 10:00 PM');
  await app.user.type(app.screen.getByLabelText('Location'), 'Clubhouse lawn');
  await app.user.type(app.screen.getByLabelText('Description'), 'Stalls, music and lights');
  await app.user.upload(app.screen.getByLabelText('Event image'), files.jpeg('mela.jpg'));
}

const createButton = (app: App) => app.screen.getByRole('button', { name: 'Create Event' });

describe('/admin/events (SPEC.md §2, §5 Event)', () => {
  it('names every missing field exactly and asks for the image, sending nothing', async () => {
    stubFetch({ 'events/events': { body: [] } });
    const sent = stubUploads();
    const app = open();
    expect(app.screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('Cultural');
    await app.user.click(createButton(app));
    for (const message of [
      'Title is required',
      'Date is required',
      'Time is required',
      'Location is required',
      'Description is required',
      'Please select an image for the event',
    ]) {
      expect(await app.screen.findByText(message)).toBeTruthy();
    }
    expect(sent).toHaveLength(0);
  });

  it('refuses a date before today in India, even while it is still that day in UTC', async () => {
    // 20:00 UTC on 10 March is 01:30 on 11 March in India.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-10T20:00:00Z') });
    stubFetch({ 'events/events': { body: [] } });
    const sent = stubUploads();
    const app = open();
    expect(app.screen.getByLabelText('Date').getAttribute('min')).toBe('2025-03-11');
    await fillEvent(app, '2025-03-10');
    await app.user.click(createButton(app));
    expect(await app.screen.findByText('Date must be today or in the future')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await app.user.clear(app.screen.getByLabelText('Date'));
    await app.user.type(app.screen.getByLabelText('Date'), '2025-03-11');
    await app.user.click(createButton(app));
    expect(JSON.parse(String((await nextUpload(sent)).body?.get('event')))).toMatchObject({
      date: '2025-03-11',
    });
  });

  it('refuses a PDF named x.png as the event image, before uploading', async () => {
    stubFetch({ 'events/events': { body: [] } });
    const sent = stubUploads();
    const app = open();
    await fillEvent(app);
    await app.user.upload(app.screen.getByLabelText('Event image'), files.pdfNamedPng());
    expect(await app.screen.findByText('Please select an image for the event')).toBeTruthy();
    await app.user.click(createButton(app));
    await app.user.upload(app.screen.getByLabelText('Event image'), files.tooBigImage());
    expect(await app.screen.findByText('The image must be 5 MB or smaller')).toBeTruthy();
    await app.user.click(createButton(app));
    expect(sent).toHaveLength(0);
  });

  it('shows deadline, organizer and contact email only when registration is required', async () => {
    stubFetch({ 'events/events': { body: [] } });
    const sent = stubUploads();
    const app = open();
    expect(app.screen.queryByLabelText('Organizer')).toBeNull();
    expect(app.screen.queryByLabelText('Contact email')).toBeNull();
    expect(app.screen.queryByLabelText('Registration deadline (optional)')).toBeNull();
    await app.user.click(app.screen.getByLabelText('Registration required'));
    expect(app.screen.getByLabelText('Organizer')).toBeTruthy();
    await fillEvent(app);
    await app.user.type(
      app.screen.getByLabelText('Registration deadline (optional)'),
      '2020-01-01',
    );
    await app.user.type(app.screen.getByLabelText('Contact email'), 'not-an-email');
    await app.user.click(createButton(app));
    expect(
      await app.screen.findByText('Registration deadline must be today or in the future'),
    ).toBeTruthy();
    expect(app.screen.getByText('Invalid email')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await app.user.click(app.screen.getByLabelText('Registration required'));
    expect(app.screen.queryByLabelText('Organizer')).toBeNull();
  });

  it('sends the event as JSON with the agenda split by lines and the image, with progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let events: Event[] = [];
    stubFetch({ 'events/events': () => ({ body: events }) });
    const sent = stubUploads();
    const app = open();
    await fillEvent(app);
    await app.user.selectOptions(app.screen.getByLabelText('Category'), 'Festival');
    await app.user.type(
      app.screen.getByLabelText('Agenda'),
      'Stalls open{Enter}{Enter}  {Enter} Music ',
    );
    await app.user.click(app.screen.getByLabelText('Registration required'));
    await app.user.type(
      app.screen.getByLabelText('Registration deadline (optional)'),
      '2099-11-05',
    );
    await app.user.type(app.screen.getByLabelText('Organizer'), 'Cultural committee');
    await app.user.type(app.screen.getByLabelText('Contact email'), 'culture@example.com');
    await app.user.click(createButton(app));

    const upload = await nextUpload(sent);
    expect(upload.path).toBe('events/create_events');
    expect(entriesOf(upload.body).image).toBe('file:mela.jpg');
    expect(JSON.parse(String(upload.body?.get('event')))).toEqual({
      title: 'Diwali Mela',
      date: '2099-11-08',
      time: '6:00 PM - 10:00 PM',
      location: 'Clubhouse lawn',
      description: 'Stalls, music and lights',
      category: 'Festival',
      registrationRequired: true,
      registrationDeadline: '2099-11-05',
      organizer: 'Cultural committee',
      contactEmail: 'culture@example.com',
      capacity: null,
      agenda: ['Stalls open', 'Music'],
    });
    upload.progress(1, 2);
    expect(
      app.screen
        .getByRole('progressbar', { name: 'Uploading event' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    events = [diwali];
    upload.respond(201, diwali);
    // The result stays past SPEC.md §4's 3 s banner, and the new item is marked.
    expect(await app.screen.findByText('Event created: “Diwali Mela”.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(app.screen.getByRole('status').textContent).toContain('Event created: “Diwali Mela”.');

    // Manage is open by itself, with the new event marked: not an empty form.
    const list = app.screen.getByRole('region', { name: 'Events' });
    const row = (await within(list).findByText('Diwali Mela')).closest('li')!;
    expect(within(row).getByText('Added just now')).toBeTruthy();
    expect(within(list).getByText('November 8, 2099')).toBeTruthy();
    expect(
      within(list).getByText('Festival · Registration until November 5, 2099 · 14 / 120 seats'),
    ).toBeTruthy();
  });

  it("says 'Authentication required' without a token, and never calls", async () => {
    stubFetch({ 'events/events': { body: [] } });
    const sent = stubUploads();
    const app = open();
    await fillEvent(app);
    act(() => clearSession());
    await app.user.click(createButton(app));
    expect(await app.screen.findByText('Authentication required')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's detail when it refuses the event", async () => {
    stubFetch({ 'events/events': { body: [] } });
    const sent = stubUploads();
    const app = open();
    await fillEvent(app);
    await app.user.click(createButton(app));
    (await nextUpload(sent)).respond(400, { detail: 'Date must be today or in the future' });
    expect((await app.screen.findByRole('alert')).textContent).toBe(
      'Date must be today or in the future',
    );
  });

  it('deletes after the confirmation naming the households told, says what the server said, and reloads the list', async () => {
    let events = [diwali];
    stubFetch({
      'events/events': () => ({ body: events }),
      'events/events/12': () => {
        events = [];
        return { body: { message: 'Event deleted. 6 households were told.' } };
      },
    });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Events' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Delete Diwali Mela' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Delete event?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    expect(
      within(dialog).getByText(/6 households registered or waitlisted will be told/),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Event deleted. 6 households were told.')).toBeTruthy();
    expect(await app.screen.findByText('No events yet.')).toBeTruthy();
  });

  it('says the events failed to load in the words of SPEC.md §8', async () => {
    stubFetch({ 'events/events': { status: 500, body: {} } });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Events' }));
    expect(
      await app.screen.findByText('Failed to load events. Please try again later.'),
    ).toBeTruthy();
  });
});
