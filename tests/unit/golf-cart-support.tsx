/** Renders one page of ours in a memory router, with a fresh query cache and a login stand-in. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../src/app/query-client';

export function renderPage(
  path: string,
  Page: ComponentType,
  at = path.split('?')[0] ?? path,
  options: { retry?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      { path: at, Component: Page },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  // Tests of the error state need the first failure to count, not the third.
  if (options.retry === false) queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, queryClient, screen };
}
