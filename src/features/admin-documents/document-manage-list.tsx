import { useState, type FormEvent } from 'react';
import { documentDisplayName, type ApartmentDocument } from '../../../contract/documents/documents';
import { messages } from '../../../contract/messages';
import { formatInstantDay } from '../../lib/format-date';
import { formatSize } from '../../lib/format-upload';
import { JustAdded } from '../../ui/just-added';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ApartmentField } from '../../ui/apartment-field';
import { PdfViewer } from '../../ui/pdf-viewer/pdf-viewer';
import { pdfFileName } from '../../ui/pdf-viewer/save-bytes';
import { Spinner } from '../../ui/spinner';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { downloadDocumentBytes } from '../../offline/document-files';
import { useApartmentDocumentsList, useDeleteDocument } from './use-admin-documents';
import styles from '../../ui/admin-list.module.css';

export const apartmentSearchHint = 'uppercase, no spaces or hyphens, e.g. A101';

/**
 * Manage Documents (SPEC.md §2): one apartment's documents, searched by its number (forced to
 * uppercase as typed), each with View and Delete after a confirmation.
 */
export function DocumentManageList(props: {
  online: boolean;
  /** The apartment last searched; an upload for it shows here at once. */
  apartment: string;
  onSearch: (apartment: string) => void;
  onDeleted: (document: ApartmentDocument) => void;
}) {
  const { online, apartment, onSearch, onDeleted } = props;
  const [typed, setTyped] = useState(apartment);
  const [reading, setReading] = useState<ApartmentDocument | null>(null);
  const documents = useApartmentDocumentsList(apartment);
  const remove = useDeleteDocument();

  const deletion = useConfirmedDelete<ApartmentDocument>({
    title: 'Delete document?',
    describe: (item) => (
      <>
        “{documentDisplayName(item)}” will be deleted for apartment {item.apartment_number}.
      </>
    ),
    remove: (item) => remove.mutateAsync(item.id),
    failure: messages.documentDeleteFailed,
    onDeleted,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed);
  };

  const list = documents.data;
  return (
    <section aria-label="Documents">
      <form onSubmit={search} className={styles.card} role="search">
        <ApartmentField
          label="Search by apartment number"
          name="apartment"
          hint={apartmentSearchHint}
          value={typed}
          onValue={setTyped}
        />
        <Button type="submit" disabled={typed === ''}>
          Search
        </Button>
      </form>
      {deletion.errorBanner}
      {apartment === '' ? null : !list ? (
        documents.isError ? (
          <Banner tone="error">{messages.documentsFetchFailed}</Banner>
        ) : (
          online && <Spinner label="Loading documents…" />
        )
      ) : list.length === 0 ? (
        <p>No documents for apartment {apartment} yet.</p>
      ) : (
        <ul className={styles.list} aria-label={`Documents of ${apartment}`}>
          {list.map((document) => {
            const name = documentDisplayName(document);
            return (
              <li key={document.id} className={styles.row}>
                <div className={styles.rowText}>
                  <p>
                    <strong>{name}</strong> <JustAdded itemKey={document.id} />
                  </p>
                  <p className={styles.muted}>
                    Uploaded {formatInstantDay(document.upload_timestamp)} ·{' '}
                    {formatSize(document.size_bytes)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`View ${name}`}
                  disabled={!online}
                  onClick={() => setReading(document)}
                >
                  View
                </Button>
                <Button
                  variant="danger"
                  aria-label={`Delete ${name}`}
                  disabled={!online}
                  onClick={() => deletion.ask(document)}
                >
                  Delete
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {deletion.dialog}
      {reading && (
        <PdfViewer
          key={reading.id}
          title={documentDisplayName(reading)}
          fileName={pdfFileName(documentDisplayName(reading).replace(/\.pdf$/i, ''))}
          load={() => downloadDocumentBytes(reading)}
          onClose={() => setReading(null)}
        />
      )}
    </section>
  );
}
