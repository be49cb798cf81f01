import { useState } from 'react';
import { galleryCategories, type GalleryImage } from '../../../contract/gallery';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { apiUrl } from '../../api/client';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { showPlaceholder } from '../../ui/image-fallback';
import { Spinner } from '../../ui/spinner';
import { categoryLabel } from './gallery-format';
import { useAdminGallery, useDeleteGalleryImage } from './use-admin-gallery';
import styles from './admin-gallery.module.css';

/** The images listed per category (SPEC.md §2), as thumbnails; Delete after a confirmation. */
export function GalleryManageList(props: {
  online: boolean;
  onDeleted: (image: GalleryImage) => void;
}) {
  const { online, onDeleted } = props;
  const gallery = useAdminGallery();
  const remove = useDeleteGalleryImage();
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const [deleteError, setDeleteError] = useState<string>();

  const confirmDelete = () => {
    if (!deleting) return;
    const image = deleting;
    remove.mutate(image.id, {
      onSuccess: () => onDeleted(image),
      onError: (error) =>
        setDeleteError(isApiError(error) ? error.message : messages.galleryDeleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const images = gallery.data?.images;
  return (
    <>
      {deleteError && <Banner tone="error">{deleteError}</Banner>}
      {!images ? (
        gallery.isError ? (
          <Banner tone="error">{messages.galleryLoadFailed}</Banner>
        ) : (
          gallery.isPending && online && <Spinner label="Loading images…" />
        )
      ) : (
        galleryCategories.map((category) => {
          const inCategory = images.filter((image) => image.category === category);
          const label = categoryLabel(category);
          return (
            <section key={category} aria-label={label} className={styles.category}>
              <h2 className={styles.heading}>
                {label} <span className={styles.count}>({inCategory.length})</span>
              </h2>
              {inCategory.length === 0 ? (
                <p className={styles.muted}>No images in this category.</p>
              ) : (
                <ul className={styles.grid}>
                  {inCategory.map((image) => (
                    <li key={image.id} className={styles.tile}>
                      <img
                        src={apiUrl(image.thumbnail_url)}
                        alt={image.title}
                        loading="lazy"
                        onError={showPlaceholder}
                      />
                      <p className={styles.title}>{image.title}</p>
                      <Button
                        variant="danger"
                        block
                        aria-label={`Delete ${image.title}`}
                        disabled={!online}
                        onClick={() => {
                          setDeleteError(undefined);
                          setDeleting(image);
                        }}
                      >
                        Delete
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete image?"
        message={
          <p>“{deleting?.title}” will be removed from the gallery. This action cannot be undone.</p>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
