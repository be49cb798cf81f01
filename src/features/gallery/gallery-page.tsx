/**
 * /gallery (SPEC.md §2): category filter (All and the four of §9), a grid of thumbnails and a
 * lightbox for the full photo that wraps around at both ends.
 */
import { useState } from 'react';
import { galleryCategories, type GalleryCategory } from '../../../contract/content/gallery';
import { messages } from '../../../contract/messages';
import { apiUrl } from '../../api/client';
import { freshnessLabel } from '../../offline/collections';
import { useCollection } from '../../offline/use-collection';
import { ChipGroup } from '../../ui/chip-group';
import { showPlaceholder } from '../../ui/image-fallback';
import { Lightbox } from '../../ui/lightbox';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { fetchGallery, galleryCollection } from './gallery-collection';
import { useNow } from '../../lib/use-now';
import styles from './gallery.module.css';

type Filter = GalleryCategory | 'all';
const filters: readonly Filter[] = ['all', ...galleryCategories];

export const noImages = 'No images in this category yet.';

export function filterLabel(filter: Filter): string {
  return filter === 'all' ? 'All' : filter.charAt(0).toUpperCase() + filter.slice(1);
}

export default function GalleryPage() {
  const gallery = useCollection(galleryCollection, { fetcher: fetchGallery });
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState<number | null>(null);
  const now = useNow();
  const saved = gallery.refreshedAt !== undefined;
  const images =
    filter === 'all' ? gallery.items : gallery.items.filter((image) => image.category === filter);

  let body;
  if (!saved && gallery.error && !gallery.isRefreshing) {
    body = (
      <p role="alert" className={styles.error}>
        {messages.galleryLoadFailed}
      </p>
    );
  } else if (!saved) {
    body = <Spinner label="Loading images…" />;
  } else if (images.length === 0) {
    body = <p>{noImages}</p>;
  } else {
    body = (
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button type="button" className={styles.tile} onClick={() => setShown(index)}>
              <img
                className={styles.thumbnail}
                src={apiUrl(image.thumbnail_url)}
                alt={image.title}
                width={image.width || undefined}
                height={image.height || undefined}
                loading="lazy"
                decoding="async"
                onError={showPlaceholder}
              />
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title="Gallery" />
      <ChipGroup
        label="Category"
        options={filters}
        selected={filter}
        format={filterLabel}
        onSelect={(value) => {
          setFilter(value);
          setShown(null);
        }}
      />
      {saved && (
        <p className={styles.freshness}>
          {freshnessLabel(gallery.refreshedAt, now, !gallery.isOffline)}
        </p>
      )}
      {body}
      {shown !== null && images.length > 0 && (
        <Lightbox
          label="Gallery"
          items={images.map((image) => ({
            src: apiUrl(image.url),
            alt: image.title,
            caption: image.title,
          }))}
          index={Math.min(shown, images.length - 1)}
          onIndexChange={setShown}
          onClose={() => setShown(null)}
        />
      )}
    </>
  );
}
