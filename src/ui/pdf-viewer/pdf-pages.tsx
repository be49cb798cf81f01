/**
 * The pages of an open PDF, one canvas under another. Page 1 is drawn at once; the others when
 * they come near the screen, one at a time, so a 40-page newsletter does not stall a phone.
 */
import { useEffect, useRef, useState } from 'react';
import type { PdfDocument } from './pdf-document';
import styles from './pdf-viewer.module.css';

interface PdfPagesProps {
  pdf: PdfDocument;
  /** Called once page 1 is on screen. */
  onFirstPage: () => void;
  onError: (error: unknown) => void;
}

/** jsdom and odd layouts report no width; a phone-ish width still draws something readable. */
const FALLBACK_WIDTH = 600;

export function PdfPages({ pdf, onFirstPage, onError }: PdfPagesProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [aspect, setAspect] = useState<number>();
  const firstPage = useRef(onFirstPage);
  const failed = useRef(onError);

  useEffect(() => {
    firstPage.current = onFirstPage;
    failed.current = onError;
  });

  useEffect(() => {
    let cancelled = false;
    void pdf.aspectOf(1).then((value) => !cancelled && setAspect(value), failed.current);
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || aspect === undefined) return;
    const canvases = [...list.querySelectorAll('canvas')];
    const width = list.clientWidth || FALLBACK_WIDTH;
    const drawn = new Set<number>();
    let queue = Promise.resolve();
    let stopped = false;

    const draw = (index: number) => {
      if (drawn.has(index)) return;
      drawn.add(index);
      queue = queue.then(async () => {
        const canvas = canvases[index];
        if (stopped || !canvas) return;
        await pdf.render(index + 1, canvas, width);
        canvas.dataset.rendered = 'true';
        if (index === 0) firstPage.current();
      });
      queue.catch((error: unknown) => !stopped && failed.current(error));
    };

    draw(0);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) draw(canvases.indexOf(entry.target as HTMLCanvasElement));
          }
        },
        // A screen ahead, so the next page is usually ready before the reader reaches it.
        { root: list.parentElement, rootMargin: '100% 0px' },
      );
      canvases.slice(1).forEach((canvas) => observer?.observe(canvas));
    } else {
      canvases.slice(1).forEach((_canvas, i) => draw(i + 1));
    }
    return () => {
      stopped = true;
      observer?.disconnect();
    };
  }, [pdf, aspect]);

  const pages = Array.from({ length: pdf.pageCount }, (_, i) => i + 1);
  return (
    <ol ref={listRef} className={styles.pages} aria-label="Pages">
      {pages.map((page) => (
        <li key={page} className={styles.page}>
          <canvas
            className={styles.canvas}
            // 'auto' lets a drawn page keep its own shape; the number holds the room until then.
            style={aspect ? { aspectRatio: `auto ${aspect}` } : undefined}
            role="img"
            aria-label={`Page ${page} of ${pdf.pageCount}`}
          />
        </li>
      ))}
    </ol>
  );
}
