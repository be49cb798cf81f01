import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxLabels } from '../../../src/offline/labels';
import { stubFetch } from '../support/fetch';
import { member, renderApp, signInAs } from '../support/render-app';
import '../support/layout-mocks';
import { queued, resetDeviceData } from '../offline-ui/support';

beforeEach(resetDeviceData);

describe('the Offline data page knows the helpdesk’s queued writes (issue 18)', () => {
  it('names them and links a refused one back to the form it was made in', async () => {
    const report = await queued('rejected', member.id, {
      kind: 'helpdeskReport',
      payload: { ticket: { title: 'Lift stuck' }, shown: { category: 'Lift' } },
    });
    const comment = await queued('rejected', member.id, {
      kind: 'helpdeskComment',
      payload: { ticket_id: '7', body: 'Still dripping' },
    });
    signInAs(member);
    stubFetch({
      notifications: { body: { notifications: [], unread: 0 } },
      broadcasts: { body: [] },
    });
    const app = renderApp('/offline-data');
    const link = async (name: string) =>
      within(await app.screen.findByRole('listitem', { name: `${name}: ${outboxLabels.rejected}` }))
        .getByRole('link', { name: 'Edit & resend' })
        .getAttribute('href');
    expect(await link('Helpdesk complaint')).toBe(`/helpdesk/new?edit=${report.id}`);
    expect(await link('Helpdesk comment')).toBe(`/helpdesk/7?edit=${comment.id}`);
  });
});
