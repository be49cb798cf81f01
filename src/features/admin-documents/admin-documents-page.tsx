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
import { useResult } from '../../ui/result-line';
import { DocumentManageList } from './document-manage-list';
import { DocumentUploadForm } from './document-upload-form';

export const documentsOfflineMessage =
  "You're offline. Documents can be uploaded, viewed and deleted when you're back online.";

export default function AdminDocumentsPage() {
  const { online } = useConnectivity();
  const result = useResult();
  // After an upload, the apartment's list with the new document marked, not an empty form.
  const [tab, setTab] = useState('upload');
  const [formKey, setFormKey] = useState(0);
  const [apartment, setApartment] = useState('');

  return (
    <>
      <AdminPageHeader title="Apartment Documents" />
      {!online && <Banner tone="info">{documentsOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Apartment documents"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'upload',
              label: 'Upload Document',
              content: (
                <DocumentUploadForm
                  key={formKey}
                  online={online}
                  onUploaded={(document) => {
                    result.show(`Document uploaded for apartment ${document.apartment_number}`, {
                      mark: { itemKey: document.id },
                    });
                    setApartment(document.apartment_number);
                    setFormKey((key) => key + 1);
                    setTab('manage');
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
