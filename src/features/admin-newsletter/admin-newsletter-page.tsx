/**
 * /admin/newsletter (SPEC.md §2): Upload Newsletter and Manage Newsletters. Admin work is
 * online-only (DESIGN.md §5): offline, the list shows its last copy and the writes say why.
 */
import { useState } from 'react';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { NewsletterManageList } from './newsletter-manage-list';
import { NewsletterUploadForm } from './newsletter-upload-form';
import { JustAddedProvider } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';

/** Why Upload and Delete are disabled, on every tab (admin work is online-only). */
export const newslettersOfflineMessage =
  "You're offline. Newsletters can be uploaded and deleted when you're back online.";

export default function AdminNewsletterPage() {
  const { online } = useConnectivity();
  const result = useResult();
  // After an upload, the list with the new newsletter marked, not an empty form.
  const [tab, setTab] = useState('upload');
  // A new key after each upload starts a clean form (the file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <AdminPageHeader title="Newsletters" />
      {!online && <Banner tone="info">{newslettersOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Newsletters"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'upload',
              label: 'Upload Newsletter',
              content: (
                <NewsletterUploadForm
                  key={formKey}
                  online={online}
                  onUploaded={(newsletter) => {
                    result.show(`Newsletter uploaded: “${newsletter.title}”.`, {
                      mark: { itemKey: newsletter.id },
                    });
                    setFormKey((key) => key + 1);
                    setTab('manage');
                  }}
                />
              ),
            },
            {
              id: 'manage',
              label: 'Manage Newsletters',
              content: (
                <NewsletterManageList
                  online={online}
                  onDeleted={(newsletter) =>
                    result.show(`Newsletter deleted: “${newsletter.title}”.`)
                  }
                />
              ),
            },
          ]}
        />
      </JustAddedProvider>
    </>
  );
}
