/**
 * The pages of an open PDF, one canvas under another, `zoom` times as wide as the frame. Above
 * 1 the pages scroll sideways inside the viewer's frame, never the page behind it.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import type { PdfDocument } from './pdf-document';
import { useCurrentPage } from './use-current-page';
import { blankSize, usePageDrawing } from './use-page-drawing';
import styles from './pdf-viewer.module.css';

interface PdfPagesProps {
  pdf: PdfDocument;
  /** Times the fitted width (see useZoom). */
  zoom: number;
  /** The page crossing the middle of the frame, 1-based. */
  onPageChange: (page: number) => void;
  /** Called once page 1 is on screen. */
  onFirstPage: () => void;
  onError: (error: unknown) => void;
}

export function PdfPages({ pdf, zoom, onPageChange, onFirstPage, onError }: PdfPagesProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const reading = useRef(0);
  const [aspect, setAspect] = useState<number>();
  const failed = useRef(onError);

  useEffect(() => {
    failed.current = onError;
  });

  useEffect(() => {
    let cancelled = false;
    void pdf.aspectOf(1).then((value) => !cancelled && setAspect(value), failed.current);
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  const ready = aspect !== undefined;
  usePageDrawing(listRef, { pdf, zoom, ready, reading, onFirstPage, onError });
  useCurrentPage(listRef, ready, (index) => {
    reading.current = index;
    onPageChange(index + 1);
  });
  useKeptPlace(listRef, zoom);

  if (!ready) return null;
  const pages = Array.from({ length: pdf.pageCount }, (_, i) => i + 1);
  // Until drawn, every page takes page 1's shape; a drawn page then keeps its own.
  const blank = blankSize(aspect);
  return (
    <ol
      ref={listRef}
      className={styles.pages}
      style={{ '--zoom': zoom } as CSSProperties}
      aria-label="Pages"
    >
      {pages.map((page) => (
        <li key={page} className={styles.page}>
          <canvas
            className={styles.canvas}
            width={blank.width}
            height={blank.height}
            role="img"
            aria-label={`Page ${page} of ${pdf.pageCount}`}
          />
        </li>
      ))}
    </ol>
  );
}

/**
 * Zooming grows the pages from the top-left corner of the view, so the line at the top stays at
 * the top and a column of text still starts at the left edge (as pdf.js's own viewer does).
 */
function useKeptPlace(list: RefObject<HTMLOListElement | null>, zoom: number): void {
  const previous = useRef(zoom);
  useLayoutEffect(() => {
    const frame = list.current?.parentElement;
    const grown = zoom / previous.current;
    previous.current = zoom;
    if (!frame || grown === 1) return;
    frame.scrollTo({ top: frame.scrollTop * grown, left: frame.scrollLeft * grown });
  }, [list, zoom]);
}
