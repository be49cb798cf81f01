/** One apartment document: its name, type and upload date, View and Download. */
import { useId } from 'react';
import { documentDisplayName, type ApartmentDocument } from '../../../contract/documents/documents';
import { formatInstantDay } from '../../lib/format-date';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import cards from '../../ui/file-cards.module.css';

export const documentNeedsConnection =
  'This document is not saved on this phone yet. Connect to the internet to open it.';

interface DocumentCardProps {
  document: ApartmentDocument;
  saved: boolean;
  /** Offline with no saved copy: nothing to show. */
  unavailable: boolean;
  onView: () => void;
  onDownload: () => void;
}

export function DocumentCard({
  document,
  saved,
  unavailable,
  onView,
  onDownload,
}: DocumentCardProps) {
  const id = useId();
  const name = documentDisplayName(document);
  const describedBy = unavailable ? `${id}-offline` : undefined;
  return (
    <li className={cards.card} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={cards.title}>
        {name}
      </h2>
      <p className={cards.meta}>
        {document.file_type || 'PDF'} · Uploaded {formatInstantDay(document.upload_timestamp)}
      </p>
      <div className={cards.actions}>
        <Button onClick={onView} disabled={unavailable} aria-describedby={describedBy}>
          View
        </Button>
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={unavailable}
          aria-describedby={describedBy}
        >
          Download
        </Button>
      </div>
      {saved && <p className={cards.meta}>Saved on this phone for offline reading.</p>}
      {unavailable && <Notice id={`${id}-offline`}>{documentNeedsConnection}</Notice>}
    </li>
  );
}
