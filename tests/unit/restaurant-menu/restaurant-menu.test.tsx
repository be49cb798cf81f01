import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Menu } from '../../../contract/content/menus';
import RestaurantMenuPage from '../../../src/features/restaurant-menu/restaurant-menu-page';
import { menusCollection } from '../../../src/features/restaurant-menu/menus-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';

function menu(id: string, name: string, type: Menu['menu_type']): Menu {
  return {
    menu_id: id,
    menu_name: name,
    menu_description: `${name} description`,
    menu_type: type,
    url: `files/menu${id}aaaaaaaaaaaaaaaa.jpg`,
    thumbnail_url: `files/menuthumb${id}aaaaaaaaaaa.jpg`,
    width: 960,
    height: 1280,
    upload_date: '20250301T1000',
  };
}

const brunch = menu('1', 'Sunday Brunch', 'special');
const allDay = menu('2', 'All-day Menu', 'default');
const oldDefault = menu('3', 'Old Menu', 'default');
const thali = menu('4', 'Festive Thali', 'special');

beforeEach(async () => {
  await Promise.all([db.cached.clear(), db.collections.clear()]);
});
afterEach(() => reportApiSuccess());

const openPage = () =>
  renderPage('/restaurant-menu', RestaurantMenuPage, '/restaurant-menu', { retry: false });

describe('/restaurant-menu (SPEC.md §2)', () => {
  it('shows the first default menu as the Regular Menu, asking for every menu type', async () => {
    const seen = stubFetch({
      'restaurant/menus': { body: { menus: [brunch, allDay, oldDefault, thali] } },
    });
    const app = openPage();
    const regular = within(await app.screen.findByRole('region', { name: 'Regular Menu' }));
    expect(regular.getByText('All-day Menu')).toBeTruthy();
    expect(regular.getByText('All-day Menu description')).toBeTruthy();
    expect(regular.getByRole('img', { name: 'All-day Menu' }).getAttribute('src')).toBe(
      '/api/files/menu2aaaaaaaaaaaaaaaa.jpg',
    );
    expect(app.screen.queryByText('Old Menu')).toBeNull();
    expect(new URL(seen[0]?.url ?? '', 'http://localhost').search).toBe('?menu_type=all');
  });

  it('holds the Regular Menu image in its place by its size, and loads specials lazily', async () => {
    stubFetch({ 'restaurant/menus': { body: { menus: [allDay, thali] } } });
    const app = openPage();
    const regular = within(await app.screen.findByRole('region', { name: 'Regular Menu' }));
    const full = regular.getByRole('img', { name: 'All-day Menu' });
    expect([full.getAttribute('width'), full.getAttribute('height')]).toEqual(['960', '1280']);
    expect(full.getAttribute('loading')).toBeNull();
    const specials = await app.screen.findByRole('region', { name: 'Special Menus' });
    const thumbnail = specials.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe('/api/files/menuthumb4aaaaaaaaaaa.jpg');
    expect(thumbnail?.getAttribute('loading')).toBe('lazy');
    expect([thumbnail?.getAttribute('width'), thumbnail?.getAttribute('height')]).toEqual([
      '96',
      '96',
    ]);
  });

  it('lists the special menus and opens the tapped one in full', async () => {
    stubFetch({ 'restaurant/menus': { body: { menus: [brunch, allDay, thali] } } });
    const app = openPage();
    const specials = within(await app.screen.findByRole('region', { name: 'Special Menus' }));
    const items = specials.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sunday BrunchSunday Brunch description',
      'Festive ThaliFestive Thali description',
    ]);
    await app.user.click(specials.getByRole('button', { name: /Festive Thali/ }));
    const dialog = within(app.screen.getByRole('dialog', { name: 'Menus' }));
    expect(dialog.getByRole('img', { name: 'Festive Thali' }).getAttribute('src')).toBe(
      '/api/files/menu4aaaaaaaaaaaaaaaa.jpg',
    );
    await app.user.keyboard('{Escape}');
    expect(app.screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the Regular Menu full size in a zoomable lightbox, closed by Close or Escape', async () => {
    stubFetch({ 'restaurant/menus': { body: { menus: [allDay, thali] } } });
    const app = openPage();
    const regular = within(await app.screen.findByRole('region', { name: 'Regular Menu' }));
    const open = regular.getByRole('button', { name: 'Open All-day Menu full size' });
    await app.user.click(open);
    const dialog = within(app.screen.getByRole('dialog', { name: 'Menus' }));
    expect(dialog.getByRole('img', { name: 'All-day Menu' }).getAttribute('src')).toBe(
      '/api/files/menu2aaaaaaaaaaaaaaaa.jpg',
    );
    const zoom = within(dialog.getByRole('group', { name: 'Zoom' }));
    for (const name of ['Zoom out', 'Fit screen', 'Zoom in']) {
      expect(zoom.getByRole('button', { name })).toBeTruthy();
    }
    // Next goes on to the specials, in the order the page lists them.
    await app.user.click(dialog.getByRole('button', { name: 'Next image' }));
    expect(dialog.getByRole('img', { name: 'Festive Thali' })).toBeTruthy();
    await app.user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(app.screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);

    await app.user.click(open);
    await app.user.keyboard('{Escape}');
    expect(app.screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the saved menus offline', async () => {
    await refreshCollection(menusCollection, async () => ({ menus: [allDay, brunch] }));
    stubFetch({ 'restaurant/menus': 'network-error' });
    reportApiFailure();
    const app = openPage();
    expect(await app.screen.findByRole('region', { name: 'Regular Menu' })).toBeTruthy();
    expect(app.screen.getByText('Sunday Brunch')).toBeTruthy();
    expect(app.screen.getByText(/^Offline — showing what was saved/)).toBeTruthy();
    expect(app.screen.queryByRole('alert')).toBeNull();
  });

  it('says the menus failed to load when nothing is saved and the fetch fails', async () => {
    stubFetch({ 'restaurant/menus': 'network-error' });
    const app = openPage();
    expect((await app.screen.findByRole('alert')).textContent).toBe(
      'Failed to load restaurant menus',
    );
  });
});
