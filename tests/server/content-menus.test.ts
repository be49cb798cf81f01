/** Restaurant menus (SPEC.md §5 Admin: content, §7 Restaurant menus): members read, the RWA uploads and deletes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inIndia } from '../../contract/platform/india-time';
import type { Menu } from '../../contract/content/menus';
import { messages } from '../../contract/messages';
import {
  buildContent,
  countRows,
  del,
  get,
  jpeg,
  multipart,
  nameOf,
  png,
  postForm,
  storedFiles,
} from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
let image: Buffer;
beforeAll(async () => {
  t = await buildContent();
  image = await jpeg();
});
afterAll(() => t.close());

const valid = { menu_name: 'Clubhouse Cafe', menu_description: 'All-day menu' };
const upload = (fields: Record<string, string> = valid, token = t.rwa, bytes = image) =>
  postForm(
    t,
    '/api/restaurant/menus/upload',
    multipart(fields, [{ field: 'file', name: 'menu.jpg', bytes }]),
    token,
  );
const list = (query = '') => get(t, `/api/restaurant/menus${query}`, t.member);

describe('who may see and change menus', () => {
  it('refuses a stranger the list', async () => {
    expect((await get(t, '/api/restaurant/menus')).statusCode).toBe(401);
  });

  it('refuses a member an upload and a delete, storing nothing', async () => {
    const files = await storedFiles(t);
    const response = await upload(valid, t.member);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: messages.forbidden });
    expect(await storedFiles(t)).toEqual(files);
    expect((await del(t, '/api/restaurant/menus/1', t.member)).statusCode).toBe(403);
  });
});

describe('uploading a menu', () => {
  it('stores the image and answers the menu, Regular by default, dated in India time', async () => {
    const response = await upload();
    expect(response.statusCode).toBe(201);
    const { date, time } = inIndia(t.clock.now());
    expect(response.json()).toEqual({
      menu_id: expect.stringMatching(/^\d+$/),
      ...valid,
      menu_type: 'default',
      url: expect.stringMatching(/^files\/[\w-]{22}\.jpg$/),
      thumbnail_url: expect.stringMatching(/^files\/[\w-]{22}\.jpg$/),
      // The app holds the full image's place with it (no layout shift while it loads).
      width: 6,
      height: 4,
      upload_date: `${date.replaceAll('-', '')}T${time.replace(':', '')}`,
    });
  });

  it.each([
    [{ menu_description: 'x' }, `menu_name: ${messages.menuFieldsRequired}`],
    [{ menu_name: '   ', menu_description: 'x' }, `menu_name: ${messages.menuFieldsRequired}`],
    [{ menu_name: 'x' }, `menu_description: ${messages.menuFieldsRequired}`],
    [{ ...valid, menu_type: 'brunch' }, `menu_type: ${messages.menuTypeInvalid}`],
    [{ ...valid, price: '10' }, 'Unknown field in form: price'],
  ])('refuses %j', async (fields, detail) => {
    const rows = await countRows(t.db, 'menus');
    const response = await upload(fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await countRows(t.db, 'menus')).toBe(rows);
  });

  it('needs the image ("Please fill in all required fields")', async () => {
    const form = multipart(valid);
    const response = await postForm(t, '/api/restaurant/menus/upload', form, t.rwa);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.menuFieldsRequired });
  });

  it('takes a PNG too', async () => {
    const response = await upload({ ...valid, menu_type: 'special' }, t.rwa, await png());
    expect(response.statusCode).toBe(201);
    expect(response.json<Menu>().url).toMatch(/\.png$/);
  });
});

describe('listing menus', () => {
  it('lists newest first, all types by default and with menu_type=all', async () => {
    t.clock.advance(60_000);
    const newest = (
      await upload({ ...valid, menu_name: 'Newest', menu_type: 'special' })
    ).json<Menu>();
    for (const query of ['', '?menu_type=all']) {
      const response = await list(query);
      expect(response.statusCode).toBe(200);
      const { menus } = response.json<{ menus: Menu[] }>();
      expect(menus[0]).toEqual(newest);
      const dates = menus.map((menu) => menu.upload_date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(menus.map((menu) => menu.menu_type))).toEqual(new Set(['default', 'special']));
    }
  });

  it('filters by menu_type', async () => {
    for (const type of ['default', 'special'] as const) {
      const { menus } = (await list(`?menu_type=${type}`)).json<{ menus: Menu[] }>();
      expect(menus.length).toBeGreaterThan(0);
      expect(menus.every((menu) => menu.menu_type === type)).toBe(true);
    }
  });

  it('refuses an unknown menu_type', async () => {
    const response = await list('?menu_type=brunch');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `menu_type: ${messages.menuTypeInvalid}` });
  });
});

describe('deleting a menu', () => {
  it('removes the row and both files', async () => {
    const menu = (await upload({ ...valid, menu_name: 'Gone soon' })).json<Menu>();
    expect(await storedFiles(t)).toEqual(
      expect.arrayContaining([nameOf(menu.url), nameOf(menu.thumbnail_url)]),
    );
    const response = await del(t, `/api/restaurant/menus/${menu.menu_id}`, t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    const { menus } = (await list()).json<{ menus: Menu[] }>();
    expect(menus.map((item) => item.menu_id)).not.toContain(menu.menu_id);
    const files = await storedFiles(t);
    expect(files).not.toContain(nameOf(menu.url));
    expect(files).not.toContain(nameOf(menu.thumbnail_url));
    expect((await get(t, `/api/${menu.url}`)).statusCode).toBe(404);
  });

  it('answers 404 for a menu that does not exist', async () => {
    for (const id of ['999999', '99999999999999999999']) {
      const response = await del(t, `/api/restaurant/menus/${id}`, t.rwa);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: messages.menuNotFound });
    }
  });
});
