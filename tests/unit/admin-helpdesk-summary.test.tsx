import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../contract/messages';
import AdminHelpdeskPage from '../../src/features/admin-helpdesk/admin-helpdesk-page';
import { NOW, categories, summary } from './admin-helpdesk-support';
import { renderPage } from './golf-cart-support';
import { stubFetch, type SeenRequest } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(rwa);
});
afterEach(() => vi.restoreAllMocks());

const open = () => renderPage('/admin/helpdesk', AdminHelpdeskPage, undefined, { retry: false });
const writes = (seen: SeenRequest[]) => seen.filter((request) => request.method !== 'GET');

function server(figures = summary) {
  return stubFetch({
    'helpdesk/tickets': { body: { tickets: [], total: 0 } },
    'helpdesk/categories': { body: categories },
    'helpdesk/summary': { body: figures },
    'helpdesk/categories/3': (request) => ({
      body: { id: '3', ask_rwa_handovers: false, ...(request.body as object) },
    }),
  });
}

async function figure(app: ReturnType<typeof open>, label: string) {
  const summaryRegion = await app.screen.findByRole('region', { name: 'Summary' });
  return within(summaryRegion).getByText(label).nextElementSibling?.textContent;
}

describe('/admin/helpdesk: the summary (issue 18)', () => {
  it('shows open by category, the median time to resolve, the share within the deadline and the rating', async () => {
    server();
    const app = open();
    expect(await figure(app, 'Median time to resolve')).toBe('5 h 20 min');
    expect(await figure(app, 'Resolved within deadline')).toBe('83%');
    expect(await figure(app, 'Average rating')).toBe('★ 4.3 from 6');
    expect(await figure(app, 'Open')).toBe('7 (1 overdue)');
    const byCategory = app.screen.getByRole('list', { name: 'Open by category' });
    expect(
      within(byCategory)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lift 2 open · 1 overdue', 'Plumbing 5 open']);
  });

  it('says "—" for a figure with nothing behind it yet', async () => {
    server({
      ...summary,
      median_resolve_minutes: null,
      within_sla_share: null,
      average_rating: null,
      ratings: 0,
    });
    const app = open();
    expect(await figure(app, 'Median time to resolve')).toBe('—');
    expect(await figure(app, 'Resolved within deadline')).toBe('—');
    expect(await figure(app, 'Average rating')).toBe('—');
  });
});

describe('/admin/helpdesk: categories and their deadlines', () => {
  it('refuses 0 and 721 hours with the sentence, sending nothing, and saves a valid change', async () => {
    const seen = server();
    const app = open();
    const lift = within(await app.screen.findByRole('form', { name: 'Category Lift' }));
    const hours = lift.getByLabelText('Deadline (hours)');
    const save = () => app.user.click(lift.getByRole('button', { name: 'Save Lift' }));
    for (const wrong of ['0', '721']) {
      await app.user.clear(hours);
      await app.user.type(hours, wrong);
      await save();
      expect(await lift.findByText(messages.slaHoursRange)).toBeTruthy();
    }
    expect(writes(seen)).toHaveLength(0);
    await app.user.clear(hours);
    await app.user.type(hours, '6');
    await save();
    expect(await app.screen.findByText(messages.categorySaved)).toBeTruthy();
    expect(writes(seen).map((request) => [request.method, request.body])).toEqual([
      ['PUT', { name: 'Lift', sla_hours: 6 }],
    ]);
    expect(app.screen.getByText(/applies to complaints reported from now on/)).toBeTruthy();
  });

  it('adds a category with its deadline', async () => {
    const seen = stubFetch({
      'helpdesk/tickets': { body: { tickets: [], total: 0 } },
      'helpdesk/categories': (request) =>
        request.method === 'POST'
          ? { body: { id: '8', ask_rwa_handovers: false, ...(request.body as object) } }
          : { body: categories },
      'helpdesk/summary': { body: summary },
    });
    const app = open();
    const form = within(await app.screen.findByRole('form', { name: 'New category' }));
    await app.user.type(form.getByLabelText('New category'), 'Pest control');
    await app.user.clear(form.getByLabelText('Deadline (hours)'));
    await app.user.type(form.getByLabelText('Deadline (hours)'), '48');
    await app.user.click(form.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(writes(seen).map((request) => [request.method, request.body])).toEqual([
        ['POST', { name: 'Pest control', sla_hours: 48 }],
      ]),
    );
  });
});
