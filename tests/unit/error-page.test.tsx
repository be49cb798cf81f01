import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../src/app/error-page';

function Broken(): never {
  throw new Error('kaboom');
}

describe('router error element', () => {
  it("says 'Unexpected Application Error!' and offers a reload", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <ErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText('kaboom')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
