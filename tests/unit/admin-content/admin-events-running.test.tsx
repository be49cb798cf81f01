import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventRegistrations } from '../../../contract/events/attendees';
import type { EventListItem } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import AdminEventsPage from '../../../src/features/admin-events/admin-events-page';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { captureDownloads } from '../pdf-viewer/fake-pdf';
import { stubFetch } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { entriesOf, files, nextUpload, stubUploads } from './support';

const dinner: EventListItem = {
  id: '12',
  title: 'Diwali Dinner',
  date: '2099-11-15',
  time: '7:00 PM',
  location: 'Clubhouse',
  description: 'Dinner under the lights',
  category: 'Festival',
  registrationRequired: true,
  registrationDeadline: '2099-11-10',
  organizer: 'Cultural committee',
  contactEmail: 'culture@example.com',
  agenda: ['Welcome', 'Dinner'],
  imageUrl: 'files/AAAAAAAAAAAAAAAAAAAAAA.jpg',
  thumbnailUrl: 'files/BBBBBBBBBBBBBBBBBBBBBB.jpg',
  attendees: 118,
  capacity: 120,
  seatsLeft: 2,
  households: 42,
  waitlisted: 2,
  my_registration: null,
};

const registrations: EventRegistrations = {
  event_id: '12',
  capacity: 120,
  registered_attendees: 118,
  waitlisted_attendees: 7,
  registrations: [
    row('1', 'Asha Rao', 'A101', 4, 'registered', null, 'One wheelchair'),
    row('2', 'Rohan Mehta', 'B202', 3, 'registered', null, ''),
    row('3', 'Meera Iyer', 'C303', 4, 'waitlisted', 1, 'Vegetarian'),
    row('4', 'Kabir Khan', 'D404', 3, 'waitlisted', 2, ''),
  ],
};

function row(
  id: string,
  name: string,
  apartment: string,
  attendees: number,
  standing: 'registered' | 'waitlisted',
  place: number | null,
  requests: string,
) {
  return {
    registration_id: id,
    name,
    phone: '9000000002',
    email: 'someone@example.com',
    apartment_number: apartment,
    number_of_attendees: attendees,
    special_requests: requests,
    registered_at: `2099-11-0${id}T06:30:00Z`,
    standing,
    waitlist_position: place,
  };
}

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () => renderPage('/admin/events', AdminEventsPage, undefined, { retry: false });
type App = ReturnType<typeof open>;

/** Opens Manage Events and one of Diwali Dinner's buttons; answers the tab's panel. */
async function manage(app: App, button: 'Edit' | 'Attendees of') {
  await app.user.click(app.screen.getByRole('tab', { name: 'Manage Events' }));
  await app.user.click(await app.screen.findByRole('button', { name: `${button} Diwali Dinner` }));
  return within(app.screen.getByRole('tabpanel'));
}

describe('editing an event (issue 21)', () => {
  it('opens the form with every field as it stands and the current image shown', async () => {
    stubFetch({ 'events/events': { body: [dinner] } });
    const app = open();
    const form = await manage(app, 'Edit');
    const value = (label: string) => form.getByLabelText<HTMLInputElement>(label).value;
    expect(value('Title')).toBe('Diwali Dinner');
    expect(value('Date')).toBe('2099-11-15');
    expect(value('Time')).toBe('7:00 PM');
    expect(value('Location')).toBe('Clubhouse');
    expect(value('Description')).toBe('Dinner under the lights');
    expect(value('Category')).toBe('Festival');
    expect(value('Agenda')).toBe('Welcome\nDinner');
    expect(form.getByLabelText<HTMLInputElement>('Registration required').checked).toBe(true);
    expect(value('Registration deadline (optional)')).toBe('2099-11-10');
    expect(value('Seats')).toBe('120');
    expect(value('Organizer')).toBe('Cultural committee');
    expect(value('Contact email')).toBe('culture@example.com');
    expect(form.getByRole('img', { name: 'Current image of Diwali Dinner' })).toBeTruthy();
    expect(form.getByText('Leave empty for no limit')).toBeTruthy();
  });

  it('saves with PUT and no image when none is chosen, then says Event updated', async () => {
    stubFetch({ 'events/events': { body: [dinner] } });
    const sent = stubUploads();
    const app = open();
    const form = await manage(app, 'Edit');
    const date = form.getByLabelText('Date');
    await app.user.clear(date);
    await app.user.type(date, '2099-11-16');
    await app.user.clear(form.getByLabelText('Seats'));
    await app.user.click(form.getByRole('button', { name: 'Save changes' }));

    const upload = await nextUpload(sent);
    expect([upload.method, upload.path]).toEqual(['PUT', 'events/events/12']);
    expect(entriesOf(upload.body).image).toBeUndefined();
    expect(JSON.parse(String(upload.body?.get('event')))).toMatchObject({
      date: '2099-11-16',
      capacity: null,
      agenda: ['Welcome', 'Dinner'],
    });
    upload.respond(200, { ...dinner, date: '2099-11-16', capacity: null });
    expect(await app.screen.findByText(messages.eventUpdated)).toBeTruthy();
    expect(await app.screen.findByRole('button', { name: 'Edit Diwali Dinner' })).toBeTruthy();
  });

  it('sends a newly chosen image with the edit', async () => {
    stubFetch({ 'events/events': { body: [dinner] } });
    const sent = stubUploads();
    const app = open();
    const form = await manage(app, 'Edit');
    await app.user.upload(form.getByLabelText('New event image (optional)'), files.png('new.png'));
    await app.user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(entriesOf((await nextUpload(sent)).body).image).toBe('file:new.png');
  });

  it("refuses seats that are not a whole number from 1, and shows the server's refusal", async () => {
    stubFetch({ 'events/events': { body: [dinner] } });
    const sent = stubUploads();
    const app = open();
    const form = await manage(app, 'Edit');
    const seats = form.getByLabelText('Seats');
    for (const typed of ['0', '12.5', 'lots']) {
      await app.user.clear(seats);
      await app.user.type(seats, typed);
      await app.user.click(form.getByRole('button', { name: 'Save changes' }));
      expect(await form.findByText(messages.eventCapacity)).toBeTruthy();
    }
    expect(sent).toHaveLength(0);
    await app.user.clear(seats);
    await app.user.type(seats, '100');
    await app.user.click(form.getByRole('button', { name: 'Save changes' }));
    (await nextUpload(sent)).respond(400, { detail: messages.eventCapacityBelowRegistered(118) });
    expect((await app.screen.findByRole('alert')).textContent).toBe(
      messages.eventCapacityBelowRegistered(118),
    );
  });
});

describe('the attendees of an event (issue 21)', () => {
  it('offers no list for an event open to all that never took registrations', async () => {
    const yoga = {
      ...dinner,
      id: '13',
      title: 'Sunrise Yoga',
      registrationRequired: false,
      households: 0,
    };
    stubFetch({ 'events/events': { body: [dinner, yoga] } });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Events' }));
    await app.screen.findByRole('button', { name: 'Edit Sunrise Yoga' });
    expect(app.screen.queryByRole('button', { name: 'Attendees of Sunrise Yoga' })).toBeNull();
    expect(app.screen.getByRole('button', { name: 'Attendees of Diwali Dinner' })).toBeTruthy();
  });

  it('shows the totals, the registrations, then the waitlist with places', async () => {
    stubFetch({
      'events/events': { body: [dinner] },
      'events/events/12/registrations': { body: registrations },
    });
    const app = open();
    await manage(app, 'Attendees of');
    const totals = await app.screen.findByText('Registered attendees');
    expect(totals.nextElementSibling?.textContent).toBe('118 / 120');
    expect(app.screen.getByText('Households').nextElementSibling?.textContent).toBe('2');
    expect(app.screen.getByText('Waitlisted').nextElementSibling?.textContent).toBe(
      '2 households (7 people)',
    );
    const names = (table: string) =>
      within(app.screen.getByRole('table', { name: table }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names('Registrations')).toEqual(['Asha Rao', 'Rohan Mehta']);
    expect(names('Waitlist')).toEqual(['Meera Iyer', 'Kabir Khan']);
    const first = within(app.screen.getByRole('table', { name: 'Waitlist' })).getAllByRole(
      'row',
    )[1]!;
    expect(within(first).getByText('#1')).toBeTruthy();
    expect(within(first).getByText('C303')).toBeTruthy();
    expect(within(first).getByText('Vegetarian')).toBeTruthy();
  });

  it('downloads the list as CSV named after the event', async () => {
    const downloads = captureDownloads();
    stubFetch({
      'events/events': { body: [dinner] },
      'events/events/12/registrations': { body: registrations },
      'events/events/12/registrations.csv': { body: 'standing,waitlist_position\n' },
    });
    const app = open();
    await manage(app, 'Attendees of');
    await app.user.click(await app.screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['registrations-diwali-dinner-2099-11-15.csv']),
    );
    expect(await downloads[0]!.text()).toContain('standing,waitlist_position');
  });

  it('says the registrations failed to load in the contract’s words', async () => {
    stubFetch({
      'events/events': { body: [dinner] },
      'events/events/12/registrations': { status: 500, body: {} },
    });
    const app = open();
    await manage(app, 'Attendees of');
    expect(await app.screen.findByText(messages.eventRegistrationsFailed)).toBeTruthy();
  });
});
