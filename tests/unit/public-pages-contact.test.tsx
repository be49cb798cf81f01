import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../contract/contact/messages';
import ContactPage from '../../src/features/contact/contact-page';
import { buildMailtoHref } from '../../src/features/contact/contact-message';
import { stubFetch, type SeenRequest } from './support/fetch';

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

let sent: SeenRequest[];
beforeEach(() => {
  sent = stubFetch({ 'contact/messages': { body: { message: contactMessages.contactReceived } } });
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

  it('explains that the office reads the message in Gatehouse and answers by email', () => {
    renderContact();
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(describedText(send)).toMatch(/reads it in Gatehouse and answers by email/);
  });

  it('names every missing field, ties the message to it and sends nothing', async () => {
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
    expect(sent).toEqual([]);
  });

  it('rejects an email address without a domain', async () => {
    const user = renderContact();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(describedText(screen.getByLabelText('Email'))).toMatch(/valid email address/);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(sent).toEqual([]);
  });

  it('sends the message to the office and says, next to the button, that it arrived', async () => {
    const user = renderContact();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'The lift in Tower B\nis noisy & slow?' },
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByText(/has reached the estate office/)).textContent).toBe(
      `${contactMessages.contactReceived} We will answer at asha@example.com.`,
    );
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/api\/contact\/messages$/),
        body: {
          name: 'Asha Rao',
          email: 'asha@example.com',
          message: 'The lift in Tower B\nis noisy & slow?',
        },
      },
    ]);
    // Ready for another message; the answer stays until then.
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it('keeps the message and offers the email app when it cannot be sent', async () => {
    const wait = contactMessages.tooManyContactMessages('60 minutes');
    stubFetch({ 'contact/messages': { status: 429, body: { detail: wait } } });
    const user = renderContact();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText(new RegExp(wait.slice(0, 30)))).toBeTruthy();
    expect(
      within(status).getByRole('link', { name: 'Write to office@gatehouse.example instead' }),
    ).toHaveProperty(
      'href',
      buildMailtoHref({ name: 'Asha Rao', email: 'asha@example.com', message: 'Hello' }),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Hello');
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
