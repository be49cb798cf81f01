/**
 * /admin/chatbot (SPEC.md §2): the PDFs the Ask RWA assistant answers from. Upload one or
 * several; the list shows what it knows and removes what it should no longer quote.
 */
import { useState } from 'react';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { useFlash } from '../../ui/use-flash';
import { AssistantFileList } from './assistant-file-list';
import { AssistantUploadForm } from './assistant-upload-form';

export const chatbotOfflineMessage =
  "You're offline. Documents can be uploaded and removed when you're back online.";

export default function AdminChatbotPage() {
  const { online } = useConnectivity();
  const [success, flash] = useFlash();
  // A new key after each upload starts a clean form (a file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <AdminPageHeader title="Ask RWA assistant" />
      {!online && <Banner tone="info">{chatbotOfflineMessage}</Banner>}
      {success && <Banner tone="success">{success}</Banner>}
      <AssistantUploadForm
        key={formKey}
        online={online}
        onUploaded={(message) => {
          flash(message);
          setFormKey((key) => key + 1);
        }}
      />
      <AssistantFileList online={online} onDeleted={() => flash('Document removed')} />
    </>
  );
}
