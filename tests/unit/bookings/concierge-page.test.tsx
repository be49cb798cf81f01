import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ConciergePage from '../../../src/features/concierge/concierge-page';
import { contactDetails } from '../../../contract/platform/estate';

describe('/concierge (SPEC.md §2)', () => {
  it('lists the six services, the contact details and the 24/7 hours', () => {
    const router = createMemoryRouter([{ path: '/concierge', Component: ConciergePage }], {
      initialEntries: ['/concierge'],
    });
    render(<RouterProvider router={router} />);
    const services = within(screen.getByRole('region', { name: 'Services' }));
    expect(services.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Housekeeping',
      'Maintenance requests',
      'Package collection',
      'Visitor management',
      'Emergency assistance',
      'General inquiries',
    ]);
    const contact = within(screen.getByRole('region', { name: 'Contact the desk' }));
    expect(contact.getByText(/24\/7/)).toBeTruthy();
    expect(contact.getByRole('link', { name: contactDetails.phone.display })).toBeTruthy();
    expect(contact.getByRole('link', { name: contactDetails.email })).toBeTruthy();
  });
});
