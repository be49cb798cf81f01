/**
 * /admin/documents (SPEC.md §2): Upload Document and Manage Documents. Admin work is online-only
 * (DESIGN.md §5). An upload shows in Manage at once: it searches the apartment just uploaded for.
 */
import { useState } from 'react';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { JustAddedProvider } from '../../ui/just-added';
import { useCreateThenList } from '../../ui/use-create-then-list';
import { DocumentManageList } from './document-manage-list';
import { DocumentUploadForm } from './document-upload-form';

export const documentsOfflineMessage =
  "You're offline. Documents can be uploaded, viewed and deleted when you're back online.";

export default function AdminDocumentsPage() {
  const { online } = useConnectivity();
  // After an upload, the apartment's list with the new document marked, not an empty form.
  const { result, formKey, tabs, created } = useCreateThenList('upload', 'manage');
  const [apartment, setApartment] = useState('');

  return (
    <>
      <AdminPageHeader title="Apartment Documents" />
      {!online && <Banner tone="info">{documentsOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Apartment documents"
          {...tabs}
          tabs={[
            {
              id: 'upload',
              label: 'Upload Document',
              content: (
                <DocumentUploadForm
                  key={formKey}
                  online={online}
                  onUploaded={(document) => {
                    setApartment(document.apartment_number);
                    created(
                      `Document uploaded for apartment ${document.apartment_number}`,
                      document.id,
                    );
                  }}
                />
              ),
            },
            {
              id: 'manage',
              label: 'Manage Documents',
              content: (
                <DocumentManageList
                  key={apartment}
                  online={online}
                  apartment={apartment}
                  onSearch={setApartment}
                  onDeleted={() => result.show('Document deleted')}
                />
              ),
            },
          ]}
        />
      </JustAddedProvider>
    </>
  );
}
