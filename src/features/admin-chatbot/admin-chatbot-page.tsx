/**
 * /admin/chatbot (SPEC.md §2): the PDFs the Ask RWA assistant answers from. Upload one or
 * several; the list shows what it knows and removes what it should no longer quote. Below, what
 * it could not answer and the words it treats as the same (issue 37), so the RWA can fill the gaps.
 */
import { useState } from 'react';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { useResult } from '../../ui/result-line';
import { AssistantFileList } from './assistant-file-list';
import { AssistantUploadForm } from './assistant-upload-form';
import { SynonymsEditor } from './synonyms-editor';
import { UnansweredList } from './unanswered-list';

export const chatbotOfflineMessage =
  "You're offline. Documents can be uploaded and removed when you're back online.";

export default function AdminChatbotPage() {
  const { online } = useConnectivity();
  // One line by the documents, one by the thesaurus editor (ADR 005): each clears the other.
  const result = useResult();
  const synonymsResult = useResult();
  const show = (message: string) => {
    synonymsResult.clear();
    result.show(message);
  };
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
          show(message);
          setFormKey((key) => key + 1);
        }}
      />
      <AssistantFileList online={online} onDeleted={() => show('Document removed')} />
      <UnansweredList />
      {synonymsResult.line}
      <SynonymsEditor
        online={online}
        onSaved={(outcome) => {
          result.clear();
          synonymsResult.tell(outcome);
        }}
      />
    </>
  );
}
