import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../src/api/session';
import { getFile, saveFile } from '../../src/offline/files';
import { member, renderApp, rwa, signInAs } from './support/render-app';

vi.mock(
  '../../src/app/pwa/update-prompt',
  async () => (await import('./support/app-mocks')).pwaUpdatePrompt,
);
vi.mock(
  '../../src/app/pwa/install-banner',
  async () => (await import('./support/app-mocks')).pwaInstallBanner,
);
vi.mock(
  '../../src/features/home/home-page',
  async () => (await import('./support/app-mocks')).homePage,
);
vi.mock(
  '../../src/features/about/about-page',
  async () => (await import('./support/app-mocks')).aboutPage,
);

async function open(path: string) {
  const app = renderApp(path);
  await app.screen.findByRole('heading', { level: 1 });
  return app;
}

const mainNav = (app: Awaited<ReturnType<typeof open>>) =>
  within(app.screen.getByRole('navigation', { name: 'Main' }));

describe('layout and navigation (SPEC.md §2)', () => {
  it('shows visitors the public links and both logins, and a credit in the footer', async () => {
    const app = await open('/tenders');
    const labels = mainNav(app)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'About Us', 'Tenders', 'Contact Us']);
    expect(app.screen.getByRole('link', { name: 'Resident Login' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(app.screen.getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe(
      '/login?role=RWA',
    );
    expect(app.screen.getByRole('contentinfo').textContent).toMatch(/Technology by Gatehouse Labs/);
    expect(app.screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('hides the top navigation on /login', async () => {
    const app = await open('/login');
    expect(app.screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(app.screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it("shows a signed-in resident's name and logs them out to /login with the session cleared", async () => {
    signInAs(member);
    const app = await open('/documents');
    app.queryClient.setQueryData(['bookings', member.id], ['secret']);
    const banner = within(app.screen.getByRole('banner'));
    expect(banner.getByText('Asha Rao')).toBeTruthy();
    await app.user.click(banner.getByRole('button', { name: 'Logout' }));
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(app.location()).toBe('/login');
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(app.queryClient.getQueryData(['bookings', member.id])).toBeUndefined();
  });

  it("forgets the apartment's saved documents on logout, but not the newsletters", async () => {
    signInAs(member);
    await saveFile('document:7', new ArrayBuffer(8), 'application/pdf');
    await saveFile('newsletter:3', new ArrayBuffer(8), 'application/pdf');
    const app = await open('/about');
    await app.user.click(
      within(app.screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    );
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    await waitFor(async () => expect(await getFile('document:7')).toBeUndefined());
    expect(await getFile('newsletter:3')).toBeDefined();
  });

  it('logs out to /login when the login page was already visited (its code is loaded)', async () => {
    const app = await open('/login');
    signInAs(member);
    await waitFor(() => expect(app.location()).toBe('/'));
    // The router's state moves before React commits the new page (a transition): wait for it.
    await app.user.click(
      within(await app.screen.findByRole('banner')).getByRole('button', { name: 'Logout' }),
    );
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(app.location()).toBe('/login');
  });

  it('gives the RWA only the logo, Admin Dashboard, Visitors, the bell, their name and Logout', async () => {
    signInAs(rwa);
    const app = await open('/admin/users');
    const banner = within(app.screen.getByRole('banner'));
    // The notification bell (issue 14) loads a moment after the bar.
    await banner.findByRole('link', { name: /^Notifications/ });
    const name = (link: HTMLElement) => link.getAttribute('aria-label') ?? link.textContent;
    expect(banner.getAllByRole('link').map(name)).toEqual([
      'Gatehouse',
      'Admin Dashboard',
      'Visitors',
      'Notifications',
    ]);
    expect(banner.getByText('Ravi Kumar')).toBeTruthy();
    expect(app.screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('offers the RWA one Logout per admin page, in the bar, and it goes to /login, not home', async () => {
    signInAs(rwa);
    const app = await open('/admin/tenders');
    const main = within(app.screen.getByRole('main'));
    expect(main.getByRole('button', { name: 'Back to Dashboard' })).toBeTruthy();
    expect(app.screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
    await app.user.click(
      within(app.screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    );
    await app.screen.findByRole('heading', { name: 'Resident Login' });
    expect(app.location()).toBe('/login');
  });

  it('goes back to the dashboard from an admin page', async () => {
    signInAs(rwa);
    const app = await open('/admin/documents');
    await app.user.click(app.screen.getByRole('button', { name: 'Back to Dashboard' }));
    await app.screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(app.screen.getByRole('heading', { name: 'Booking Calendar' })).toBeTruthy();
  });

  it('opens the mobile menu with its links and the signed-in name', async () => {
    signInAs(member);
    const app = await open('/gallery');
    const button = app.screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = within(app.screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'Tenders',
      'Gallery',
      'Contact Us',
      'SOS',
      'Visitors',
      'Parcels',
      'Vehicles',
      'My Requests',
      'Helpdesk',
      'Dues',
      'Polls',
      'Community Updates',
      'Offline data',
    ]);
    expect(menu.getByText('Logged in as Asha Rao')).toBeTruthy();
    await app.user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers visitors Resident Login and Admin Login in the mobile menu, and no Gallery or Offline data', async () => {
    const app = await open('/tenders');
    await app.user.click(app.screen.getByRole('button', { name: 'Menu' }));
    const menu = within(app.screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'Tenders',
      'Contact Us',
      'Resident Login',
      'Admin Login',
    ]);
    await app.user.click(menu.getByRole('link', { name: 'Admin Login' }));
    await app.screen.findByRole('heading', { name: 'Admin Login' });
  });

  it('goes Back one step in history, or home when the page was opened directly', async () => {
    signInAs(member);
    const app = await open('/events');
    await app.user.click(app.screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    await app.router.navigate('/newsletter');
    await app.screen.findByRole('heading', { name: 'Newsletter' });
    await app.user.click(app.screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
