/** The real routes in a memory router, with a fresh query cache: the app as a user meets it. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SessionUser } from '../../../contract';
import { setSession } from '../../../src/api/session';
import { createQueryClient } from '../../../src/app/query-client';
import { routes } from '../../../src/app/router';

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, user, queryClient, location, screen };
}

export const member: SessionUser = {
  id: '9000000002',
  name: 'Asha Rao',
  email: 'asha@example.com',
  role: 'MEMBER',
  apartmentNumber: 'A101',
  canBookSports: true,
};

export const rwa: SessionUser = {
  id: '9000000001',
  name: 'Ravi Kumar',
  email: '',
  role: 'RWA',
  apartmentNumber: '',
  canBookSports: false,
};

export function signInAs(user: SessionUser, token = `token-${user.id}`): void {
  setSession(user, token);
}
