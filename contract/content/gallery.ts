/** The photo gallery (SPEC.md §2 /gallery, /admin/gallery, §3 Gallery image, §7, §8, §9). */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, requiredText } from '../platform/fields';
import { messages } from '../messages';

export const galleryCategories = ['celebration', 'sports', 'amenities', 'events'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export const galleryCategory = z.enum(galleryCategories, {
  error: messages.galleryCategoryInvalid,
});

export const galleryImage = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(galleryCategories),
  /** The full photo, for the lightbox; `thumbnail_url` is what the grid downloads. */
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number(),
  height: z.number(),
  /** Compact date, YYYYMMDDTHHMM in India time (SPEC.md §3). */
  upload_date: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

export const galleryUploadFields = z.strictObject({
  title: requiredText('Title', 'line', messages.galleryTitleRequired),
  category: galleryCategory,
});
export type GalleryUploadFields = z.input<typeof galleryUploadFields>;

export const listGallery = defineEndpoint({
  method: 'GET',
  path: 'gallery/gallery',
  access: 'member',
  query: z.strictObject({ category: galleryCategory.optional() }),
  response: z.object({ images: z.array(galleryImage) }),
  failure: messages.galleryFetchFailed,
});

export const uploadGalleryImage = defineEndpoint({
  method: 'POST',
  path: 'gallery/gallery/upload',
  access: 'rwa',
  bodyType: 'multipart',
  body: galleryUploadFields,
  upload: {
    field: 'file',
    rule: 'image',
    missing: messages.galleryImageRequired,
    wrongType: messages.menuImageType,
  },
  created: 'always',
  response: galleryImage,
  failure: messages.galleryUploadFailed,
  audit: { action: 'gallery.upload', target: 'gallery_image' },
});

export const deleteGalleryImage = defineEndpoint({
  method: 'DELETE',
  path: 'gallery/gallery/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.galleryDeleteFailed,
  audit: { action: 'gallery.delete', target: 'gallery_image' },
});
