import { galleryCategories, type GalleryImage } from '../../../contract/content/gallery';
import { messages } from '../../../contract/messages';
import { apiUrl } from '../../api/client';
import { JustAdded } from '../../ui/just-added';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { showPlaceholder } from '../../ui/image-fallback';
import { Spinner } from '../../ui/spinner';
import { categoryLabel } from './gallery-format';
import { useAdminGallery, useDeleteGalleryImage } from './use-admin-gallery';
import styles from './admin-gallery.module.css';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';

/** The images listed per category (SPEC.md §2), as thumbnails; Delete after a confirmation. */
export function GalleryManageList(props: {
  online: boolean;
  onDeleted: (image: GalleryImage) => void;
}) {
  const { online, onDeleted } = props;
  const gallery = useAdminGallery();
  const remove = useDeleteGalleryImage();

  const deletion = useConfirmedDelete<GalleryImage>({
    title: 'Delete image?',
    describe: (item) => <>“{item.title}” will be removed from the gallery.</>,
    remove: (item) => remove.mutateAsync(item.id),
    failure: messages.galleryDeleteFailed,
    onDeleted,
  });

  const images = gallery.data?.images;
  return (
    <>
      {deletion.errorBanner}
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
                        width={image.width || undefined}
                        height={image.height || undefined}
                        loading="lazy"
                        decoding="async"
                        onError={showPlaceholder}
                      />
                      <p className={styles.title}>{image.title}</p>
                      <JustAdded itemKey={image.id} />
                      <Button
                        variant="danger"
                        block
                        aria-label={`Delete ${image.title}`}
                        disabled={!online}
                        onClick={() => deletion.ask(image)}
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
      {deletion.dialog}
    </>
  );
}
