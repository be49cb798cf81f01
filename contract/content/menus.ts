/** Restaurant menus (SPEC.md §2 /restaurant-menu, /admin/restaurant-menu, §3 Menu, §7, §8). */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, requiredText } from '../platform/fields';
import { messages } from '../messages';

/** `default` is shown as the Regular Menu (the first one); `special` menus are listed. */
export const menuTypes = ['default', 'special'] as const;
export type MenuType = (typeof menuTypes)[number];

export const menu = z.object({
  menu_id: z.string(),
  menu_name: z.string(),
  menu_description: z.string(),
  menu_type: z.enum(menuTypes),
  /** The full image; `thumbnail_url` is a small copy for lists on a phone. */
  url: z.string(),
  thumbnail_url: z.string(),
  /** Of the full image, so it holds its place while loading; 0 when unknown (older menus). */
  width: z.number(),
  height: z.number(),
  /** Compact date, YYYYMMDDTHHMM in India time (SPEC.md §3). */
  upload_date: z.string(),
});
export type Menu = z.infer<typeof menu>;

/** The text fields of an upload; the same schema checks the admin form and the server. */
export const menuUploadFields = z.strictObject({
  menu_name: requiredText('Menu name', 'line', messages.menuFieldsRequired),
  menu_description: requiredText('Menu description', 'description', messages.menuFieldsRequired),
  menu_type: z.enum(menuTypes, { error: messages.menuTypeInvalid }).default('default'),
});
export type MenuUploadFields = z.input<typeof menuUploadFields>;

export const listMenus = defineEndpoint({
  method: 'GET',
  path: 'restaurant/menus',
  access: 'member',
  query: z.strictObject({
    menu_type: z.enum(['all', ...menuTypes], { error: messages.menuTypeInvalid }).default('all'),
  }),
  response: z.object({ menus: z.array(menu) }),
  failure: messages.menusFetchFailed,
});

export const uploadMenu = defineEndpoint({
  method: 'POST',
  path: 'restaurant/menus/upload',
  access: 'rwa',
  bodyType: 'multipart',
  body: menuUploadFields,
  upload: {
    field: 'file',
    rule: 'image',
    missing: messages.menuFieldsRequired,
    wrongType: messages.menuImageType,
  },
  created: 'always',
  response: menu,
  failure: messages.menuUploadFailed,
  audit: { action: 'menu.upload', target: 'menu' },
});

export const deleteMenu = defineEndpoint({
  method: 'DELETE',
  path: 'restaurant/menus/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.menuDeleteFailed,
  audit: { action: 'menu.delete', target: 'menu' },
});
