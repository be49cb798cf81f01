/** One newsletter: title, month-year, View PDF, Download and the Keep offline switch. */
import { useId, useState } from 'react';
import type { Newsletter } from '../../../contract/content/newsletters';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { pdfFileName, saveBytes } from '../../ui/pdf-viewer/save-bytes';
import { newsletterBytes } from './newsletter-bytes';
import { formatInstantMonth } from '../../lib/format-date';
import { formatSize } from '../../lib/format-upload';
import type { KeepStatus } from './use-keep-offline';
import cards from '../../ui/file-cards.module.css';
import styles from './newsletter.module.css';

export const needsConnection =
  'This newsletter is not saved on this phone. Connect to the internet to open it.';

const statusText: Record<KeepStatus, string> = {
  off: '',
  saved: 'Saved on this phone for offline reading.',
  saving: 'Saving for offline reading…',
  waiting: 'Will be saved for offline reading when you are back online.',
  failed: 'Could not save it for offline reading; it will be tried again.',
};

interface NewsletterCardProps {
  newsletter: Newsletter;
  status: KeepStatus;
  /** Offline with no saved copy: nothing to show. */
  unavailable: boolean;
  onView: () => void;
  onKeepChange: (keep: boolean) => void;
}

export function NewsletterCard({
  newsletter,
  status,
  unavailable,
  onView,
  onKeepChange,
}: NewsletterCardProps) {
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string>();

  const download = async () => {
    setDownloading(true);
    setError(undefined);
    try {
      saveBytes(await newsletterBytes(newsletter.id), pdfFileName(newsletter.title));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className={cards.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={cards.title}>
        {newsletter.title}
      </h2>
      <p className={styles.month}>{formatInstantMonth(newsletter.upload_date)}</p>
      <div className={cards.actions}>
        <Button
          onClick={onView}
          disabled={unavailable}
          aria-describedby={unavailable ? `${id}-offline` : undefined}
        >
          View PDF
        </Button>
        <Button
          variant="secondary"
          busy={downloading}
          onClick={() => void download()}
          disabled={unavailable}
          aria-describedby={unavailable ? `${id}-offline` : undefined}
        >
          Download
        </Button>
      </div>
      <label className={styles.keep}>
        <input
          type="checkbox"
          role="switch"
          checked={status !== 'off'}
          onChange={(event) => onKeepChange(event.target.checked)}
        />
        <span>
          Keep offline <span className={styles.size}>({formatSize(newsletter.size_bytes)})</span>
        </span>
      </label>
      {status !== 'off' && <p className={styles.status}>{statusText[status]}</p>}
      {unavailable && <Notice id={`${id}-offline`}>{needsConnection}</Notice>}
      {error && (
        <p role="alert" className={cards.error}>
          {error}
        </p>
      )}
    </li>
  );
}
