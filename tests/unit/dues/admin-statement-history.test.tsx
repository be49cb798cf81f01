import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { rwa, signInAs } from '../support/render-app';
import { importStatement, posts, stubStatements, T0 } from './statement-support';
import { openAdminDues } from './support';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(rwa);
});

const cardFacts = (card: HTMLElement) =>
  [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextSibling?.textContent]);

describe('/admin/dues: the statements imported before (issue 33)', () => {
  it('lists each earlier import with when, whose columns and how its credits stand', async () => {
    stubStatements();
    const app = openAdminDues();
    const list = await app.screen.findByRole('list', {
      name: 'Imported statements, newest first',
    });
    const card = within(list).getByRole('article', { name: 'Statement 8' });
    expect(
      within(card).getByText('Imported on Thu 3 Dec at 10:30 AM · standard columns'),
    ).toBeTruthy();
    expect(within(card).getByText('2 left')).toBeTruthy();
    expect(cardFacts(card)).toEqual([
      ['Rows read', '3'],
      ['To confirm', '1'],
      ['Confirmed', '1'],
      ['Unmatched', '1'],
    ]);
  });

  it('opens an earlier statement to confirm its matches and match what is left by hand', async () => {
    const seen = stubStatements();
    const app = openAdminDues();
    const section = within(await app.screen.findByRole('region', { name: 'Bank statement' }));
    await app.user.click(await section.findByRole('button', { name: 'Open Statement 8' }));
    const heading = await section.findByRole('heading', { name: 'Statement 8', level: 3 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(section.getByText('1 to confirm, 1 unmatched, 1 confirmed.')).toBeTruthy();
    expect(section.getByRole('group', { name: 'Match line 4 by hand' })).toBeTruthy();
    expect(
      within(section.getByRole('article', { name: 'Statement 8' })).getByText('Shown above.'),
    ).toBeTruthy();
    await app.user.click(section.getByRole('button', { name: 'Confirm 1 match' }));
    expect(await section.findByText(messages.statementMatchesConfirmed(1))).toBeTruthy();
    expect(posts(seen).map((request) => request.url)).toEqual([
      '/api/dues/bank-statements/8/confirm-matches',
    ]);
  });

  it('puts a new import first in the list, shown above it, and the earlier one after', async () => {
    stubStatements();
    const app = openAdminDues();
    const section = await importStatement(app);
    const list = section.getByRole('list', { name: 'Imported statements, newest first' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual(['Statement 9', 'Statement 8']),
    );
    const newest = within(list).getByRole('article', { name: 'Statement 9' });
    expect(within(newest).getByText('Imported at 10:00 AM · HDFC')).toBeTruthy();
    expect(within(newest).getByText('Shown above.')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Open Statement 8' })).toBeTruthy();
  });
});
