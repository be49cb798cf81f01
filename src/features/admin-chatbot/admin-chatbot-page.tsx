/**
 * /admin/chatbot (SPEC.md §2): the PDFs the Ask RWA assistant answers from. Upload one or
 * several; the list shows what it knows and removes what it should no longer quote.
 */
import { useState } from 'react';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { useResult } from '../../ui/result-line';
import { AssistantFileList } from './assistant-file-list';
import { AssistantUploadForm } from './assistant-upload-form';

export const chatbotOfflineMessage =
  "You're offline. Documents can be uploaded and removed when you're back online.";

export default function AdminChatbotPage() {
  const { online } = useConnectivity();
  const result = useResult();
  // A new key after each upload starts a clean form (a file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <AdminPageHeader title="Ask RWA assistant" />
      {!online && <Banner tone="info">{chatbotOfflineMessage}</Banner>}
      {result.line}
      <AssistantUploadForm
        key={formKey}
        online={online}
        onUploaded={(message) => {
          result.show(message);
          setFormKey((key) => key + 1);
        }}
      />
      <AssistantFileList online={online} onDeleted={() => result.show('Document removed')} />
    </>
  );
}
