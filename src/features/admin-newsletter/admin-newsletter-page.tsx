/**
 * /admin/newsletter (SPEC.md §2): Upload Newsletter and Manage Newsletters. Admin work is
 * online-only (DESIGN.md §5): offline, the list shows its last copy and the writes say why.
 */
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { NewsletterManageList } from './newsletter-manage-list';
import { NewsletterUploadForm } from './newsletter-upload-form';
import { JustAddedProvider } from '../../ui/just-added';
import { useCreateThenList } from '../../ui/use-create-then-list';

/** Why Upload and Delete are disabled, on every tab (admin work is online-only). */
export const newslettersOfflineMessage =
  "You're offline. Newsletters can be uploaded and deleted when you're back online.";

export default function AdminNewsletterPage() {
  const { online } = useConnectivity();
  // After an upload, the list with the new newsletter marked, not an empty form.
  const { result, formKey, tabs, created } = useCreateThenList('upload', 'manage');

  return (
    <>
      <AdminPageHeader title="Newsletters" />
      {!online && <Banner tone="info">{newslettersOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Newsletters"
          {...tabs}
          tabs={[
            {
              id: 'upload',
              label: 'Upload Newsletter',
              content: (
                <NewsletterUploadForm
                  key={formKey}
                  online={online}
                  onUploaded={(newsletter) =>
                    created(`Newsletter uploaded: “${newsletter.title}”.`, newsletter.id)
                  }
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
