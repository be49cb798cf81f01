/** Restaurant menus as a cached collection (DESIGN.md §4): readable offline after one visit. */
import { listMenus, menu } from '../../../contract/content/menus';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection, type CollectionFetcher } from '../../offline/collections';

export const menusCollection = defineCollection({
  name: 'restaurant-menus',
  endpoint: listMenus,
  request: { query: { menu_type: 'all' } },
  schema: menu,
  idOf: (item) => item.menu_id,
  select: (response) =>
    typeof response === 'object' && response !== null && 'menus' in response
      ? response.menus
      : response,
});

export const fetchMenus: CollectionFetcher = fetchCollectionJson;
