import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../support/fetch';
import { member, renderApp, signInAs } from '../support/render-app';
import '../support/layout-mocks';
import { aDetail, categories, resetHelpdesk } from './support';

beforeEach(async () => {
  await resetHelpdesk();
  stubFetch({
    // The bell and the emergency banner poll the API; unanswered, they would mark the app offline.
    notifications: { body: { notifications: [], unread: 0 } },
    broadcasts: { body: [] },
    'helpdesk/categories': { body: categories },
    'helpdesk/tickets/7': { body: aDetail() },
  });
});

describe('the helpdesk’s addresses (issue 18)', () => {
  it("opens a notice's link /helpdesk/<id> on the ticket's page", async () => {
    signInAs(member);
    const app = renderApp('/helpdesk/7');
    expect(
      await app.screen.findByRole('heading', { name: 'Water leaking from the ceiling', level: 1 }),
    ).toBeTruthy();
  });

  it('opens /helpdesk/new on the form, not as a ticket called "new"', async () => {
    signInAs(member);
    const app = renderApp('/helpdesk/new');
    expect(
      await app.screen.findByRole('heading', { name: 'Report a problem', level: 1 }),
    ).toBeTruthy();
    expect(await app.screen.findByLabelText('What is it about?')).toBeTruthy();
  });

  it('sends a stranger to the login, remembering the ticket', async () => {
    const app = renderApp('/helpdesk/7');
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(app.location()).toBe('/login?from=%2Fhelpdesk%2F7');
  });
});
