/**
 * Keeps the pages near the screen drawn at the list's current width, and only those: a page
 * that scrolls far away gives its bitmap back (a 40-page newsletter at 2× would otherwise hold
 * half a gigabyte). One page is drawn at a time, the one being read first, so a phone never
 * stalls; a zoom cancels the drawing under way and starts again at the new width.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { PdfDocument } from './pdf-document';

/** jsdom and odd layouts report no width; a phone-ish width still draws something readable. */
const FALLBACK_WIDTH = 600;
/** A page not drawn (yet, or any more) is a blank this wide, in its own shape: ~150 kB. */
const BLANK_WIDTH = 200;

export function blankSize(aspect: number): { width: number; height: number } {
  return { width: BLANK_WIDTH, height: Math.round(BLANK_WIDTH / aspect) };
}

interface PageDrawing {
  pdf: PdfDocument;
  zoom: number;
  /** False until the canvases are in the list. */
  ready: boolean;
  /** The page being read (0-based), drawn before its neighbours. */
  reading: RefObject<number>;
  onFirstPage: () => void;
  onError: (error: unknown) => void;
}

export function usePageDrawing(list: RefObject<HTMLOListElement | null>, drawing: PageDrawing) {
  const { pdf, zoom, ready, reading } = drawing;
  const queue = useRef(Promise.resolve());
  const firstShown = useRef(false);
  const callbacks = useRef(drawing);

  useEffect(() => {
    callbacks.current = drawing;
  });

  useEffect(() => {
    const element = list.current;
    if (!element || !ready) return;
    const canvases = [...element.querySelectorAll('canvas')];
    const width = element.clientWidth || FALLBACK_WIDTH * zoom;
    const run = new AbortController();
    const near = new Set<number>();
    const queued = new Set<number>();
    // What is on them now was drawn at another width: sharp again only once redrawn.
    canvases.forEach((canvas) => delete canvas.dataset.rendered);

    const release = (index: number) => {
      near.delete(index);
      queued.delete(index);
      const canvas = canvases[index];
      if (canvas && canvas.width > BLANK_WIDTH) makeBlank(canvas);
    };

    const draw = (index: number) => {
      if (queued.has(index)) return;
      queued.add(index);
      queue.current = queue.current
        .then(async () => {
          const canvas = canvases[index];
          if (run.signal.aborted || !canvas) return;
          if (!near.has(index)) return release(index);
          await pdf.render(index + 1, canvas, width, run.signal);
          if (run.signal.aborted) return;
          // Scrolled away while it was drawn: give the memory back at once.
          if (!near.has(index)) return release(index);
          canvas.dataset.rendered = 'true';
          if (index === 0 && !firstShown.current) {
            firstShown.current = true;
            callbacks.current.onFirstPage();
          }
        })
        .catch((error: unknown) => {
          if (!run.signal.aborted) callbacks.current.onError(error);
        });
    };

    if (typeof IntersectionObserver !== 'function') {
      canvases.forEach((_canvas, index) => (near.add(index), draw(index)));
      return () => run.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const coming: number[] = [];
        for (const entry of entries) {
          const index = canvases.indexOf(entry.target as HTMLCanvasElement);
          if (entry.isIntersecting) coming.push(index);
          else release(index);
        }
        const from = reading.current;
        coming.sort((a, b) => Math.abs(a - from) - Math.abs(b - from));
        coming.forEach((index) => (near.add(index), draw(index)));
      },
      // A screen ahead and behind, so the next page is usually ready before the reader gets there.
      { root: element.parentElement, rootMargin: '100% 0px' },
    );
    canvases.forEach((canvas) => observer.observe(canvas));
    return () => {
      run.abort();
      observer.disconnect();
    };
  }, [list, pdf, zoom, ready, reading]);
}

function makeBlank(canvas: HTMLCanvasElement): void {
  const { width, height } = blankSize(canvas.width / canvas.height);
  canvas.width = width;
  canvas.height = height;
  delete canvas.dataset.rendered;
}
