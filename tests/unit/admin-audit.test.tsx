import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '../../contract/audit/audit';
import { messages } from '../../contract/messages';
import AdminAuditPage from '../../src/features/admin-audit/admin-audit-page';
import { renderPage } from './golf-cart-support';
import { captureDownloads } from './pdf-viewer/fake-pdf';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';
import { asha, rohan } from './support/residents';

const removal: AuditEvent = {
  id: '2',
  at: '2026-11-24T05:12:00Z',
  actor_phone: '9000000001',
  actor_name: 'Ravi Kumar',
  actor_role: 'rwa',
  action: 'user.remove',
  target_type: 'user',
  target_id: '9876543212',
  summary: 'Moved out of C303',
  request_id: 'req-7',
  ip: '203.0.113.9',
};
const wrongCode: AuditEvent = {
  ...removal,
  id: '1',
  at: '2026-11-23T18:00:00Z',
  actor_phone: null,
  actor_name: null,
  actor_role: null,
  action: 'auth.verify_failed',
  target_id: '9876543210',
  summary: '',
  request_id: null,
};
const novel: AuditEvent = { ...removal, id: '3', action: 'gate.opened', target_id: null };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  signInAs(rwa);
});
afterEach(() => vi.restoreAllMocks());

const open = () => renderPage('/admin/audit', AdminAuditPage, undefined, { retry: false });
const queryOf = (request: SeenRequest) =>
  Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('/admin/audit (issue 16)', () => {
  it('lists events newest first, in words, with who, target and where from', async () => {
    stubFetch({
      'audit/events': { body: [novel, removal, wrongCode] },
      'member/users': { body: [asha, rohan] },
    });
    const app = open();
    const list = await app.screen.findByRole('list', { name: 'Audit events' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const removed = within(cards[1]!);
    expect(removed.getByText('Removed a resident')).toBeTruthy();
    expect(removed.getByText('10:42 AM')).toBeTruthy();
    expect(cards[1]!.textContent).toContain('Ravi Kumar · RWA admin');
    expect(await removed.findByText('On: Rohan Das · 9876543212')).toBeTruthy();
    expect(removed.getByText('Moved out of C303')).toBeTruthy();
    expect(removed.getByText('Request req-7 · IP 203.0.113.9')).toBeTruthy();
    expect(within(cards[2]!).getByText('Wrong sign-in code')).toBeTruthy();
    expect(within(cards[2]!).getByText('Unknown')).toBeTruthy();
    // A code the table does not know shows as itself.
    expect(within(cards[0]!).getByText('gate.opened')).toBeTruthy();
  });

  it('sends the chosen person, action and India days as the query', async () => {
    const seen = stubFetch({
      'audit/events': { body: [removal] },
      'member/users': { body: [asha, rohan] },
    });
    const app = open();
    await app.screen.findByRole('list', { name: 'Audit events' });
    await app.user.selectOptions(app.screen.getByLabelText('Person'), 'Rohan Das · 9876543212');
    await app.user.selectOptions(app.screen.getByLabelText('Action'), 'Removed a resident');
    await app.user.type(app.screen.getByLabelText('From'), '2026-11-01');
    await app.user.type(app.screen.getByLabelText('To'), '2026-11-24');
    await waitFor(() =>
      expect(queryOf(seen.filter((r) => r.url.includes('audit/events')).at(-1)!)).toEqual({
        actor: '9876543212',
        action: 'user.remove',
        from: '2026-11-01',
        to: '2026-11-24',
      }),
    );
  });

  it('refuses a range that ends before it starts, in the contract’s words', async () => {
    const seen = stubFetch({ 'audit/events': { body: [] }, 'member/users': { body: [] } });
    const app = open();
    await app.screen.findByText('No events match these filters.');
    await app.user.type(app.screen.getByLabelText('From'), '2026-11-20');
    await app.user.type(app.screen.getByLabelText('To'), '2026-11-10');
    expect(await app.screen.findByText(messages.auditRangeInvalid)).toBeTruthy();
    expect(seen.some((r) => r.url.includes('to=2026-11-10'))).toBe(false);
  });

  it('exports the filtered rows as audit-<from>-<to>.csv, with the bearer token', async () => {
    const downloads = captureDownloads();
    const seen = stubFetch({
      'audit/events': { body: [removal] },
      'audit/events.csv': { body: 'at,actor_name\n' },
      'member/users': { body: [] },
    });
    const app = open();
    await app.screen.findByRole('list', { name: 'Audit events' });
    await app.user.type(app.screen.getByLabelText('From'), '2026-11-01');
    await app.user.type(app.screen.getByLabelText('To'), '2026-11-24');
    await app.user.click(app.screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['audit-2026-11-01-2026-11-24.csv']),
    );
    expect(await downloads[0]!.text()).toContain('at,actor_name');
    const csv = seen.find((r) => r.url.includes('audit/events.csv'))!;
    expect(queryOf(csv)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(csv.headers.get('Authorization')).toBe(`Bearer token-${rwa.id}`);
  });

  it('shows the server’s reason when the trail cannot be read', async () => {
    stubFetch({
      'audit/events': { status: 500, body: { detail: 'The audit store is busy.' } },
      'member/users': { body: [] },
    });
    const app = open();
    expect(await app.screen.findByText('The audit store is busy.')).toBeTruthy();
  });
});
