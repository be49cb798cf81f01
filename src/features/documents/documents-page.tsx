/**
 * /documents, My Documents (SPEC.md §2): the resident's apartment documents. View opens the
 * in-page viewer; Download opens the signed short link in a new tab. Every listed PDF is kept on
 * the phone, so both work with no signal once the page has been opened online.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { documentDisplayName, type ApartmentDocument } from '../../../contract/documents/documents';
import { messages } from '../../../contract/messages';
import { apiUrl } from '../../api/client';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/collections';
import { getFile } from '../../offline/files';
import { PageHeader } from '../../ui/page-header';
import { PdfViewer } from '../../ui/pdf-viewer/pdf-viewer';
import { pdfFileName, saveBytes } from '../../ui/pdf-viewer/save-bytes';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/file-cards.module.css';
import { DocumentCard } from './document-card';
import { documentBytes, documentFileKey } from '../../offline/document-files';
import { useApartmentDocuments } from './documents-collection';
import { useSavedDocuments } from './use-saved-documents';

export const noDocuments = 'No documents found. Please contact the RWA office for your documents.';

const fileNameOf = (document: ApartmentDocument) =>
  pdfFileName(documentDisplayName(document).replace(/\.pdf$/i, ''));

/**
 * Online with a live link: the short link in a new tab (SPEC.md §2). Offline, or once the link
 * has expired, the copy on this phone is saved instead. No link and no copy: SPEC.md §8's alert.
 */
async function download(document: ApartmentDocument, online: boolean): Promise<void> {
  const live = Date.parse(document.short_url_expires_at) > Date.now();
  if (document.short_url && online && live) {
    window.open(apiUrl(document.short_url), '_blank', 'noopener');
    return;
  }
  const saved = await getFile(documentFileKey(document.id));
  if (saved) saveBytes(saved.bytes, fileNameOf(document));
  else window.alert(messages.documentDownloadUnavailable);
}

export const noApartment = "You have no apartment of your own. Every apartment's documents are in";

export default function DocumentsPage() {
  const { user } = useSession();
  const documents = useApartmentDocuments(user?.apartmentNumber);
  const listed = documents.refreshedAt !== undefined;
  const isSaved = useSavedDocuments(documents.items, listed);
  const [reading, setReading] = useState<ApartmentDocument | null>(null);
  const now = useNow();

  let body;
  if (!user?.apartmentNumber) {
    // The RWA signs in without an apartment: nothing would ever load here.
    body = (
      <p>
        {noApartment} <Link to={paths.admin.documents}>Document Management</Link>.
      </p>
    );
  } else if (!listed && documents.error && !documents.isRefreshing) {
    body = (
      <p role="alert" className={cards.error}>
        {messages.documentsLoadFailed}
      </p>
    );
  } else if (!listed) {
    body = <Spinner label="Loading documents…" />;
  } else if (documents.items.length === 0) {
    body = <p>{noDocuments}</p>;
  } else {
    body = (
      <ul className={cards.list}>
        {documents.items.map((document) => (
          <DocumentCard
            key={document.id}
            document={document}
            saved={isSaved(document.id)}
            unavailable={documents.isOffline && !isSaved(document.id)}
            onView={() => setReading(document)}
            onDownload={() => void download(document, !documents.isOffline)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="My Documents"
        subtitle={
          user?.apartmentNumber
            ? `Documents of apartment ${user.apartmentNumber}, shared by the RWA.`
            : undefined
        }
      />
      {listed && (
        <p className={cards.freshness}>
          {freshnessLabel(documents.refreshedAt, now, !documents.isOffline)}
        </p>
      )}
      {body}
      {reading && (
        <PdfViewer
          key={reading.id}
          title={documentDisplayName(reading)}
          fileName={fileNameOf(reading)}
          load={() => documentBytes(reading)}
          onClose={() => setReading(null)}
        />
      )}
    </>
  );
}
