import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { createQueryClient } from '../../../src/app/query-client';
import AskRwaPage from '../../../src/features/ask-rwa/ask-rwa-page';
import ReportPage from '../../../src/features/helpdesk/report-page';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { categories } from './support';

beforeEach(() => signInAs(member));

function open() {
  const router = createMemoryRouter(
    [
      { path: '/ask-rwa', Component: AskRwaPage },
      { path: '/helpdesk/new', Component: ReportPage },
    ],
    { initialEntries: ['/ask-rwa'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(screen.getByLabelText('Your question'), question);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

const log = () => within(screen.getByRole('log', { name: 'Conversation with the RWA assistant' }));

describe('Ask RWA, when it cannot answer (issue 18)', () => {
  it('offers "Report it to the office", which opens the form with the question as its title', async () => {
    stubFetch({
      'qaAgent/search/': { body: { response: messages.assistantNoAnswer, referenced_files: [] } },
      'helpdesk/categories': { body: categories },
    });
    const { router, user } = open();
    await ask(user, 'Who do I call about a water leak at night?');
    await user.click(await log().findByRole('link', { name: 'Report it to the office' }));
    expect(router.state.location.pathname).toBe('/helpdesk/new');
    const title = await screen.findByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('Who do I call about a water leak at night?');
  });

  it('offers nothing of the kind with an answer from the documents', async () => {
    stubFetch({
      'qaAgent/search/': {
        body: { response: 'The pool opens at 6:00.', referenced_files: ['Rules.pdf (page 1)'] },
      },
    });
    const { user } = open();
    await ask(user, 'When does the pool open?');
    await log().findByText('The pool opens at 6:00.');
    expect(log().queryByRole('link', { name: 'Report it to the office' })).toBeNull();
  });
});
