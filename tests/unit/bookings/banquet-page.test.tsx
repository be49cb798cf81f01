import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { stubFetch } from '../support/fetch';
import { describedBy } from '../support/login';
import { member, signInAs } from '../support/render-app';
import { advance, backOnline, freezeIndiaTime, goOffline, renderBookingRoutes } from './support';

afterEach(backOnline);

const bookPath = 'banquetbooking/banquet/book';
const input = (app: ReturnType<typeof renderBookingRoutes>, label: string) =>
  app.screen.getByLabelText<HTMLInputElement>(label);

async function openBanquet() {
  freezeIndiaTime('2025-03-10T09:00:00+05:30');
  signInAs(member);
  const app = renderBookingRoutes('/banquet-hall-booking');
  await app.screen.findByRole('heading', { name: 'Banquet Hall Booking', level: 1 });
  return app;
}

describe('the banquet form (SPEC.md §5 Banquet, §9)', () => {
  it("starts 18:00–22:00 for 50 guests with the resident's own contact details", async () => {
    const app = await openBanquet();
    expect(app.screen.getByLabelText<HTMLSelectElement>('Start time').value).toBe('18:00');
    expect(app.screen.getByLabelText<HTMLSelectElement>('End time').value).toBe('22:00');
    expect(input(app, 'Expected guests').value).toBe('50');
    expect(input(app, 'Contact name').value).toBe(member.name);
    expect(input(app, 'Contact phone').value).toBe(member.id);
    expect(input(app, 'Apartment number').value).toBe(member.apartmentNumber);
    const date = input(app, 'Booking date');
    expect([date.min, date.max]).toEqual(['2025-03-10', '2025-06-08']);
    expect(app.screen.getByText('Up to 200 guests')).toBeTruthy();
    expect(app.screen.getByText('9:00 AM to 11:00 PM')).toBeTruthy();
    expect(app.screen.getByText(/within 24 hours/)).toBeTruthy();
  });

  it('keeps the phone to 10 digits with a hint, and the apartment uppercase without separators', async () => {
    const app = await openBanquet();
    const phone = input(app, 'Contact phone');
    await app.user.clear(phone);
    await app.user.type(phone, '98a76-54');
    expect(phone.value).toBe('987654');
    expect(describedBy(phone)).toContain(messages.phoneDigits);
    await app.user.type(phone, '3210999');
    expect(phone.value).toBe('9876543210');
    expect(describedBy(phone)).not.toContain(messages.phoneDigits);
    const apartment = input(app, 'Apartment number');
    await app.user.clear(apartment);
    await app.user.type(apartment, 'b-20 3');
    expect(apartment.value).toBe('B203');
  });

  it('says exactly what is missing, each message tied to its field', async () => {
    const app = await openBanquet();
    for (const label of ['Contact name', 'Contact phone', 'Apartment number']) {
      await app.user.clear(input(app, label));
    }
    await app.user.type(input(app, 'Contact phone'), '98765');
    await app.user.click(app.screen.getByRole('button', { name: 'Request Booking' }));
    const expected: [string, string][] = [
      ['Booking date', messages.banquetDateRequired],
      ['Purpose of booking', messages.banquetPurposeRequired],
      ['Contact name', messages.banquetNameRequired],
      ['Contact phone', messages.banquetPhone],
      ['Apartment number', messages.banquetApartmentRequired],
    ];
    for (const [label, message] of expected) {
      expect(describedBy(input(app, label))).toContain(message);
    }
    expect(document.activeElement).toBe(input(app, 'Booking date'));
  });

  it('refuses more than 200 guests and an end before the start', async () => {
    const app = await openBanquet();
    await app.user.clear(input(app, 'Expected guests'));
    await app.user.type(input(app, 'Expected guests'), '201');
    await app.user.selectOptions(app.screen.getByLabelText('End time'), '12:00');
    await app.user.click(app.screen.getByRole('button', { name: 'Request Booking' }));
    expect(describedBy(input(app, 'Expected guests'))).toContain(messages.banquetGuests);
    expect(app.screen.getByText(messages.banquetEndAfterStart)).toBeTruthy();
  });

  it('refuses a date past the 3-month window and a start already gone today, sending nothing', async () => {
    const seen = stubFetch({});
    const app = await openBanquet();
    await app.user.type(input(app, 'Purpose of booking'), 'Birthday party');
    fireEvent.change(input(app, 'Booking date'), { target: { value: '2025-06-09' } });
    await app.user.click(app.screen.getByRole('button', { name: 'Request Booking' }));
    expect(describedBy(input(app, 'Booking date'))).toContain(messages.banquetDateRange);
    fireEvent.change(input(app, 'Booking date'), { target: { value: '2025-03-10' } });
    await app.user.selectOptions(app.screen.getByLabelText('Start time'), '09:00');
    await app.user.click(app.screen.getByRole('button', { name: 'Request Booking' }));
    const start = app.screen.getByLabelText<HTMLSelectElement>('Start time');
    expect(describedBy(start)).toContain(messages.banquetStartPassed);
    expect(document.activeElement).toBe(start);
    expect(seen).toHaveLength(0);
  });
});

async function fill(app: ReturnType<typeof renderBookingRoutes>) {
  fireEvent.change(input(app, 'Booking date'), { target: { value: '2025-04-12' } });
  await app.user.type(input(app, 'Purpose of booking'), 'Birthday party');
  await app.user.click(app.screen.getByRole('checkbox', { name: 'Catering required' }));
  await app.user.click(app.screen.getByRole('button', { name: 'Request Booking' }));
}

describe('requesting the hall', () => {
  it("shows the server's message, clears the form and goes home after 3 s", async () => {
    const seen = stubFetch({
      [bookPath]: {
        status: 201,
        body: { booking_id: '77', status: 'Pending', message: messages.banquetRequested },
      },
    });
    const app = await openBanquet();
    await fill(app);
    expect(await app.screen.findByText(new RegExp(messages.banquetRequested))).toBeTruthy();
    expect(app.screen.getByText(/Booking ID 77/)).toBeTruthy();
    expect(app.screen.getByText('Pending')).toBeTruthy();
    expect(seen[0]?.body).toEqual({
      booking_date: '2025-04-12',
      start_time: '18:00',
      end_time: '22:00',
      purpose: 'Birthday party',
      expected_guests: 50,
      user_id: member.id,
      apartment_number: member.apartmentNumber,
      contact_name: member.name,
      contact_phone: member.id,
      special_requirements: '',
      catering_required: true,
      decoration_required: false,
    });
    expect(input(app, 'Purpose of booking').value).toBe('');
    expect(input(app, 'Booking date').value).toBe('');
    await advance(3_000);
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it("shows the server's detail, or 'Failed to book banquet hall' without one", async () => {
    let reply: { status: number; body?: unknown } = {
      status: 409,
      body: { detail: messages.banquetAlreadyConfirmed },
    };
    stubFetch({ [bookPath]: () => reply });
    const app = await openBanquet();
    await fill(app);
    expect(await app.screen.findByText(messages.banquetAlreadyConfirmed)).toBeTruthy();
    expect(input(app, 'Purpose of booking').value).toBe('Birthday party');
    reply = { status: 500 };
    await app.user.click(app.screen.getByRole('button', { name: 'Request Booking' }));
    expect(await app.screen.findByText(messages.banquetFailed)).toBeTruthy();
  });

  it('disables Request Booking offline and says why', async () => {
    const app = await openBanquet();
    goOffline();
    const button = app.screen.getByRole('button', { name: 'Request Booking' });
    expect(button).toHaveProperty('disabled', true);
    expect(describedBy(button)).toBe(messages.bookingsOnlineOnly);
  });
});
