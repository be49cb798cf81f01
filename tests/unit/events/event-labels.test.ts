// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MyRegistration, RegistrationResult } from '../../../contract/events/events';
import {
  myRegistrationLabel,
  registrationLabel,
  registrationResultText,
  seatsLabel,
} from '../../../src/features/events/event-labels';
import { anEvent } from './support';

const today = '2025-11-10';
const diwali = anEvent({ date: '2025-11-16', registrationDeadline: '2025-11-14' });
const text = (label: { text: string } | null) => label?.text ?? null;

describe('registration label', () => {
  it('says an event that takes no registration is open to all, never closed', () => {
    const open = anEvent({ registrationRequired: false, registrationDeadline: null });
    expect(text(registrationLabel(open, today))).toBe('Open to all — no registration needed');
    expect(text(registrationLabel(open, '2099-01-01'))).toBe(
      'Open to all — no registration needed',
    );
  });

  it('names the last day to register while it is open, through that day in India', () => {
    expect(text(registrationLabel(diwali, today))).toBe('Registration closes Fri 14 Nov');
    expect(text(registrationLabel(diwali, '2025-11-14'))).toBe('Registration closes Fri 14 Nov');
  });

  it('says Registration closed only once the deadline has passed', () => {
    expect(text(registrationLabel(diwali, '2025-11-15'))).toBe('Registration closed');
  });

  it('says Registration open without a deadline until the event’s own day', () => {
    const noDeadline = { ...diwali, registrationDeadline: null };
    expect(text(registrationLabel(noDeadline, '2025-11-16'))).toBe('Registration open');
    expect(text(registrationLabel(noDeadline, '2025-11-17'))).toBe('Registration closed');
  });
});

describe('seats label', () => {
  const seated = { ...diwali, capacity: 120, seatsLeft: 12 };

  it('counts the seats left while registration is open', () => {
    expect(text(seatsLabel(seated, today))).toBe('12 seats left');
    expect(text(seatsLabel({ ...seated, seatsLeft: 1 }, today))).toBe('1 seat left');
  });

  it('offers the waitlist when full and registration is still open', () => {
    expect(seatsLabel({ ...seated, seatsLeft: 0 }, today)).toEqual({
      text: 'Full — join the waitlist',
      tone: 'warning',
    });
  });

  it('says only Full to a household already registered or waitlisted', () => {
    const mine = {
      number_of_attendees: 1,
      special_requests: '',
      standing: 'waitlisted' as const,
      waitlist_position: 2,
    };
    expect(text(seatsLabel({ ...seated, seatsLeft: 0, my_registration: mine }, today))).toBe(
      'Full',
    );
  });

  it('says Full but no waitlist once registration has closed, and no seats count', () => {
    expect(text(seatsLabel({ ...seated, seatsLeft: 0 }, '2025-11-15'))).toBe('Full');
    expect(seatsLabel(seated, '2025-11-15')).toBeNull();
  });

  it('says nothing of seats without a limit or without registration', () => {
    expect(seatsLabel({ ...diwali, capacity: null, seatsLeft: null }, today)).toBeNull();
    expect(seatsLabel({ ...seated, registrationRequired: false }, today)).toBeNull();
  });
});

describe("the household's own standing", () => {
  const mine = (over: Partial<NonNullable<MyRegistration>>): MyRegistration => ({
    number_of_attendees: 2,
    special_requests: '',
    standing: 'registered',
    waitlist_position: null,
    ...over,
  });

  it('says how many people are registered', () => {
    expect(text(myRegistrationLabel(mine({})))).toBe('Registered for 2 people');
    expect(text(myRegistrationLabel(mine({ number_of_attendees: 1 })))).toBe(
      'Registered for 1 person',
    );
  });

  it('gives the place on the waitlist', () => {
    expect(text(myRegistrationLabel(mine({ standing: 'waitlisted', waitlist_position: 3 })))).toBe(
      'You are #3 on the waitlist',
    );
  });

  it('says nothing when the household has not registered', () => {
    expect(myRegistrationLabel(null)).toBeNull();
  });
});

describe("the register form's result", () => {
  const result = (over: Partial<RegistrationResult>): RegistrationResult => ({
    registration_id: '9',
    event_id: '1',
    number_of_attendees: 3,
    status: 'registered',
    waitlist_position: null,
    message: '',
    ...over,
  });

  it('says the waitlist sentence, with the place, when the server waitlists', () => {
    expect(registrationResultText(result({ status: 'waitlisted', waitlist_position: 1 }))).toBe(
      'The event is full. You are #1 on the waitlist; we will tell you if a seat frees up.',
    );
  });

  it('says registered, with the count the server kept, otherwise', () => {
    expect(registrationResultText(result({ status: 'updated' }))).toBe('Registered for 3 people');
  });
});
