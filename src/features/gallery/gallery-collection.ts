/**
 * The gallery's metadata as a cached collection: every category in one list, filtered on the
 * phone, so switching category is instant and works offline.
 */
import { galleryImage, listGallery } from '../../../contract/content/gallery';
import { fetchCollectionJson } from '../../api/client';
import { defineCollection, type CollectionFetcher } from '../../offline/collections';

export const galleryCollection = defineCollection({
  name: 'gallery',
  endpoint: listGallery,
  schema: galleryImage,
  idOf: (item) => item.id,
  select: (response) =>
    typeof response === 'object' && response !== null && 'images' in response
      ? response.images
      : response,
});

export const fetchGallery: CollectionFetcher = fetchCollectionJson;
