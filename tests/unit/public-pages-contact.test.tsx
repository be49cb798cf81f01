import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ContactPage from '../../src/features/contact/contact-page';
import { buildMailtoHref } from '../../src/features/contact/contact-message';
import { openMailApp } from '../../src/features/contact/open-mail-app';

// jsdom cannot open an email app; record the hand-over instead.
vi.mock('../../src/features/contact/open-mail-app', () => ({ openMailApp: vi.fn() }));

function renderContact() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  vi.mocked(openMailApp).mockClear();
});

describe('contact page (SPEC.md §2 "/contact")', () => {
  it('shows the office address, phone, email and hours', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Us');
    expect(screen.getByText(/Sector 45/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /\+91/ }).getAttribute('href')).toMatch(/^tel:\+91/);
    expect(
      screen.getByRole('link', { name: 'office@gatehouse.example' }).getAttribute('href'),
    ).toBe('mailto:office@gatehouse.example');
    expect(screen.getByText(/10:00 AM - 8:00 PM/)).toBeTruthy();
    expect(screen.getByText(/online 24\*7/)).toBeTruthy();
  });

  it('explains that Send Message opens the email app', () => {
    renderContact();
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(describedText(send)).toMatch(/opens your email app/i);
  });

  it('names every missing field, ties the message to it and opens nothing', async () => {
    const user = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const [label, message] of [
      ['Name', 'Please enter your name.'],
      ['Email', 'Please enter your email address.'],
      ['Message', 'Please write your message.'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.hasAttribute('required')).toBe(true);
      expect(describedText(field)).toBe(message);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(openMailApp).not.toHaveBeenCalled();
  });

  it('rejects an email address without a domain', async () => {
    const user = renderContact();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(describedText(screen.getByLabelText('Email'))).toMatch(/valid email address/);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(openMailApp).not.toHaveBeenCalled();
  });

  it('opens a prefilled email to the office when everything is in order', async () => {
    const user = renderContact();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'The lift in Tower B\nis noisy & slow?' },
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(openMailApp).toHaveBeenCalledWith(
      'mailto:office@gatehouse.example' +
        '?subject=Message%20from%20Asha%20Rao' +
        '&body=The%20lift%20in%20Tower%20B%0D%0Ais%20noisy%20%26%20slow%3F' +
        '%0D%0A%0D%0AFrom%3A%20Asha%20Rao%0D%0AReply%20to%3A%20asha%40example.com',
    );
    expect(screen.getByRole('status').textContent).toMatch(/email app should now be open/);
  });
});

describe('the mailto link', () => {
  it('trims the fields and keeps the reply-to address in the body', () => {
    const href = buildMailtoHref({ name: ' Ravi ', email: ' ravi@example.in ', message: ' Hi ' });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('office@gatehouse.example');
    const query = new URLSearchParams(url.search);
    expect(query.get('subject')).toBe('Message from Ravi');
    expect(query.get('body')).toBe('Hi\r\n\r\nFrom: Ravi\r\nReply to: ravi@example.in');
  });
});
