/**
 * /admin/gallery (SPEC.md §2): upload an image with its category, then every image listed per
 * category with Delete. Admin work is online-only (DESIGN.md §5).
 */
import { useState } from 'react';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { GalleryManageList } from './gallery-manage-list';
import { GalleryUploadForm } from './gallery-upload-form';
import { JustAddedProvider } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';

/** Why Upload and Delete are disabled, on every tab (admin work is online-only). */
export const galleryOfflineMessage =
  "You're offline. Images can be uploaded and deleted when you're back online.";

export default function AdminGalleryPage() {
  const { online } = useConnectivity();
  const result = useResult();
  // A new key after each upload starts a clean form (the file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <AdminPageHeader title="Gallery" />
      {!online && <Banner tone="info">{galleryOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <GalleryUploadForm
          key={formKey}
          online={online}
          onUploaded={(image) => {
            // The new image is marked in its category below, and comes into view there.
            result.show(`Image uploaded: “${image.title}”.`, { mark: { itemKey: image.id } });
            setFormKey((key) => key + 1);
          }}
        />
        <GalleryManageList
          online={online}
          onDeleted={(image) => result.show(`Image deleted: “${image.title}”.`)}
        />
      </JustAddedProvider>
    </>
  );
}
