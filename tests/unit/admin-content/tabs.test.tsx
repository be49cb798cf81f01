import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../../../src/ui/tabs';

const tabs = [
  { id: 'upload', label: 'Upload Menu', content: <p>Upload form</p> },
  { id: 'manage', label: 'Manage Menus', content: <p>Menu list</p> },
  { id: 'other', label: 'Other', content: <p>Something else</p> },
];

describe('Tabs (WAI-ARIA APG tabs, shared by the admin pages)', () => {
  it('is one tab stop whose arrow keys, Home and End move focus and the shown panel', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Restaurant menus" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Restaurant menus' })).toBeTruthy();
    const [upload, manage, other] = screen.getAllByRole('tab');
    expect(screen.getByRole('tabpanel', { name: 'Upload Menu' }).textContent).toBe('Upload form');
    // Hidden panels stay mounted (a half-filled form survives) but are not read.
    expect(screen.queryByRole('tabpanel', { name: 'Manage Menus' })).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(upload);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(manage);
    expect(manage?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Manage Menus' }).textContent).toBe('Menu list');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(other);
    await user.keyboard('{ArrowRight}'); // wraps to the first
    expect(document.activeElement).toBe(upload);
    await user.keyboard('{ArrowLeft}'); // and back round to the last
    expect(document.activeElement).toBe(other);
    await user.keyboard('{Home}');
    expect(upload?.getAttribute('aria-selected')).toBe('true');
    expect(manage?.getAttribute('tabindex')).toBe('-1');

    // Tab leaves the tablist for the panel, not the next tab.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Upload Menu' }));
  });
});
