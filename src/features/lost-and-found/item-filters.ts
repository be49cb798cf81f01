/** Search and filters of /lost-and-found (SPEC.md §2, §9), for sent items and queued reports alike. */
import type {
  LostFoundCategory,
  LostFoundInput,
  LostFoundType,
} from '../../../contract/lost-found/lost-found';

export const ALL = 'All';

export interface ItemFilters {
  search: string;
  type: LostFoundType | typeof ALL;
  category: LostFoundCategory | typeof ALL;
}

export const noFilters: ItemFilters = { search: '', type: ALL, category: ALL };

type Searchable = Pick<LostFoundInput, 'type' | 'category' | 'title' | 'description' | 'location'>;

/** True when something narrows the list (so an empty list means "no match", not "no items"). */
export function isFiltering(filters: ItemFilters): boolean {
  return filters.search.trim() !== '' || filters.type !== ALL || filters.category !== ALL;
}

/** SPEC.md §9: the search matches title, description and location, ignoring case. */
export function matchesFilters(item: Searchable, filters: ItemFilters): boolean {
  if (filters.type !== ALL && item.type !== filters.type) return false;
  if (filters.category !== ALL && item.category !== filters.category) return false;
  const words = filters.search.trim().toLowerCase();
  if (!words) return true;
  return [item.title, item.description, item.location].some((text) =>
    text.toLowerCase().includes(words),
  );
}
