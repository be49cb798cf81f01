/**
 * The in-page PDF viewer (SPEC.md §2 /newsletter, /documents): a modal showing the pages as
 * canvases, with Close and Download on top and, below, the page being read and zoom (a page
 * fitted to a 360 px phone has 7 px text). No pdf.js toolbar. The bytes come from the caller
 * (the offline copy or the network); pdf.js itself is imported only now, never with the page.
 *
 * Marks `pdf-first-page` (User Timing) when page 1 is drawn, so the bench can time tap → page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClassName } from '../button';
import { Spinner } from '../spinner';
import { useZoom } from '../use-zoom';
import { ZoomControls } from '../zoom-controls';
import type { PdfDocument } from './pdf-document';
import { PdfPages } from './pdf-pages';
import { saveBytes } from './save-bytes';
import styles from './pdf-viewer.module.css';

export interface PdfViewerProps {
  title: string;
  /** The name Download saves under, e.g. `March 2025.pdf`. */
  fileName: string;
  /** Where the bytes come from; a rejection's message is shown as the error. */
  load: () => Promise<ArrayBuffer>;
  onClose: () => void;
}

export const pdfUnreadable = 'This PDF could not be shown. Try Download instead.';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string; bytes?: ArrayBuffer }
  | { step: 'ready'; bytes: ArrayBuffer; pdf: PdfDocument };

export function PdfViewer({ title, fileName, load, onClose }: PdfViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [state, setState] = useState<State>({ step: 'loading' });
  const loadRef = useRef(load);
  const zoom = useZoom();
  const [page, setPage] = useState(1);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal makes the page behind inert (focus stays inside); jsdom lacks it.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-close]')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    let current = true;
    let opened: PdfDocument | undefined;
    void (async () => {
      let bytes: ArrayBuffer | undefined;
      try {
        bytes = await loadRef.current();
        const { openPdf } = await import('./pdf-document');
        opened = await openPdf(bytes);
        if (current) setState({ step: 'ready', bytes, pdf: opened });
        else opened.destroy();
      } catch (error) {
        if (!current) return;
        const message = bytes ? pdfUnreadable : errorText(error);
        setState({ step: 'failed', message, bytes });
      }
    })();
    return () => {
      current = false;
      opened?.destroy();
    };
  }, []);

  const bytes = state.step === 'loading' ? undefined : state.bytes;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      // Escape fires `cancel`; the parent owns whether we are open.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <header className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button
          variant="secondary"
          disabled={!bytes}
          onClick={() => bytes && saveBytes(bytes, fileName)}
        >
          Download
        </Button>
        <Button data-close onClick={onClose}>
          Close
        </Button>
      </header>
      <div className={styles.body}>
        {state.step === 'loading' && <Spinner label="Opening the PDF…" />}
        {state.step === 'failed' && (
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
        )}
        {state.step === 'ready' && (
          <PdfPages
            pdf={state.pdf}
            zoom={zoom.level}
            onPageChange={setPage}
            onFirstPage={() => performance.mark?.('pdf-first-page')}
            onError={() => setState({ step: 'failed', message: pdfUnreadable, bytes })}
          />
        )}
      </div>
      {state.step === 'ready' && (
        <footer className={styles.footer}>
          <p className={styles.pageNumber} role="status">
            {`Page ${page} of ${state.pdf.pageCount}`}
          </p>
          <ZoomControls
            zoom={zoom}
            fitLabel="Fit width"
            buttonClassName={buttonClassName('secondary')}
          />
        </footer>
      )}
    </dialog>
  );
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : pdfUnreadable;
}
