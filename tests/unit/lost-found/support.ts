/** Lost & found items as the server sends them, and the pages as a resident and the RWA meet them. */
import type { LostFoundInput, LostFoundItem } from '../../../contract/lost-found/lost-found';
import AdminLostFoundPage from '../../../src/features/admin-lost-found/admin-lost-found-page';
import LostAndFoundPage from '../../../src/features/lost-and-found/lost-and-found-page';
import { lostFoundCollection } from '../../../src/features/lost-and-found/lost-found-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { db } from '../../../src/offline/db';
import { renderPage } from '../golf-cart-support';

export function anItem(overrides: Partial<LostFoundItem> = {}): LostFoundItem {
  return {
    id: '1',
    type: 'lost',
    title: 'Blue umbrella',
    description: 'Left near the pool after the storm',
    date: '2025-03-08',
    location: 'Clubhouse',
    category: 'Accessories',
    contactName: 'Asha Rao',
    contactPhone: '9000000002',
    status: 'open',
    imageUrl: 'files/umbrella.jpg',
    thumbnailUrl: 'files/umbrella-thumb.jpg',
    created_at: '2025-03-08T10:00:00.000Z',
    updated_at: '2025-03-08T10:00:00.000Z',
    mine: false,
    ...overrides,
  };
}

export const umbrella = anItem();

/** What a form sends for an item: its fields, without what the server adds. */
export function fieldsOf(item: LostFoundItem): LostFoundInput {
  const { type, title, description, date, location, category, contactName, contactPhone } = item;
  return { type, title, description, date, location, category, contactName, contactPhone };
}
export const carKeys = anItem({
  id: '2',
  type: 'found',
  title: 'Car keys',
  description: 'Toyota key with a red tag',
  location: 'Tower B lobby',
  category: 'Keys',
  contactName: 'Guard room',
  contactPhone: '9000000009',
  imageUrl: '',
  thumbnailUrl: '',
});
export const phone = anItem({
  id: '3',
  title: 'iPhone 13',
  description: 'Black case, cracked corner',
  location: 'Tennis court',
  category: 'Electronics',
});

/** SPEC.md §5: what an empty form says, in these words, for residents and the RWA alike. */
export const emptyFormMessages = [
  'Title is required',
  'Description is required',
  'Date is required',
  'Location is required',
  'Contact name is required',
  'Phone number must be 10 digits',
];

export async function resetLostFound(): Promise<void> {
  await Promise.all([db.cached.clear(), db.collections.clear(), db.outbox.clear()]);
}

/** The items a user saw on an earlier visit (the copy is kept per user). */
export async function saveItems(items: LostFoundItem[], userId: string): Promise<void> {
  await refreshCollection(lostFoundCollection, async () => items, { scope: userId });
}

export const openLostAndFound = (search = '') =>
  renderPage(`/lost-and-found${search}`, LostAndFoundPage, '/lost-and-found', { retry: false });

export const openAdminLostFound = () =>
  renderPage('/admin/lost-found', AdminLostFoundPage, undefined, { retry: false });
