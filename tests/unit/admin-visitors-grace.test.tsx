import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import AdminVisitorsPage from '../../src/features/admin-visitors/admin-visitors-page';
import { renderPage } from './golf-cart-support';
import { stubFetch } from './support/fetch';
import { rwa, signInAs } from './support/render-app';

beforeEach(() => signInAs(rwa));

const open = () => renderPage('/admin/visitors', AdminVisitorsPage, undefined, { retry: false });
const section = async (app: ReturnType<typeof open>) =>
  within((await app.screen.findByRole('heading', { name: 'Overstay' })).closest('section')!);

describe('the RWA’s overstay grace (issue 34)', () => {
  it('shows the grace and saves a new one', async () => {
    const seen = stubFetch({
      'visitors/visits': { body: { visits: [], guards_on_duty: [] } },
      'gate/settings': (request) => ({
        body: request.method === 'PUT' ? request.body : { overstay_grace_minutes: 30 },
      }),
    });
    const app = open();
    const box = await section(app);
    const field = await box.findByLabelText<HTMLInputElement>('Grace (minutes)');
    await waitFor(() => expect(field.value).toBe('30'));
    await app.user.clear(field);
    await app.user.type(field, '45');
    await app.user.click(box.getByRole('button', { name: 'Save grace' }));
    await box.findByText(messages.gateSettingsSaved);
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      overstay_grace_minutes: 45,
    });
  });

  it('refuses a grace past 720 minutes at the field, sending nothing', async () => {
    const seen = stubFetch({
      'visitors/visits': { body: { visits: [], guards_on_duty: [] } },
      'gate/settings': { body: { overstay_grace_minutes: 30 } },
    });
    const app = open();
    const box = await section(app);
    const field = await box.findByLabelText('Grace (minutes)');
    await app.user.clear(field);
    await app.user.type(field, '721');
    await app.user.click(box.getByRole('button', { name: 'Save grace' }));
    await box.findByText(messages.overstayGraceRange);
    expect(seen.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
