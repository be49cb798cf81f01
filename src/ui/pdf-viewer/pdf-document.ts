/**
 * The one module that imports pdf.js. The viewer loads it with `import()` when a PDF is opened,
 * so pdf.js (and this file) stay out of every page's first download.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
// Emitted as our own `.mjs` asset and precached by the service worker, so it loads offline.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { canvasScale } from './canvas-budget';

export interface PdfDocument {
  pageCount: number;
  /** Width over height of a page, to reserve its room before it is drawn. */
  aspectOf(pageNumber: number): Promise<number>;
  /**
   * Draws a page into `canvas`, `cssWidth` CSS pixels wide (sharp on high-density screens). The
   * canvas keeps its old picture until the new one is complete; an abort leaves it untouched.
   */
  render(
    pageNumber: number,
    canvas: HTMLCanvasElement,
    cssWidth: number,
    signal?: AbortSignal,
  ): Promise<void>;
  destroy(): void;
}

let workerPort: Worker | undefined;

/**
 * One worker for the whole visit: pdf.js leaves a `workerPort` running after a document is
 * destroyed, so opening the next PDF skips starting (and parsing) the worker again.
 */
function startSharedWorker(): void {
  workerPort ??= new Worker(workerUrl, { type: 'module' });
  GlobalWorkerOptions.workerPort = workerPort;
}

export async function openPdf(bytes: ArrayBuffer): Promise<PdfDocument> {
  startSharedWorker();
  const task = getDocument({
    // pdf.js transfers (empties) the buffer it is given; a copy keeps the caller's for Download.
    data: new Uint8Array(bytes.slice(0)),
    // Our CSP has no 'unsafe-eval': pdf.js 5.7 no longer compiles anything with eval (its
    // `isEvalSupported` switch is gone), so nothing needs turning off.
  });
  const pdf = await task.promise;

  return {
    pageCount: pdf.numPages,
    async aspectOf(pageNumber) {
      const viewport = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
      return viewport.width / viewport.height;
    },
    async render(pageNumber, canvas, cssWidth, signal) {
      const page = await pdf.getPage(pageNumber);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: canvasScale(natural, cssWidth) });
      // Drawn aside, then copied in one go: zooming swaps a stretched picture for a sharp one
      // instead of blanking the page while pdf.js works.
      const scratch = document.createElement('canvas');
      scratch.width = Math.floor(viewport.width);
      scratch.height = Math.floor(viewport.height);
      const drawing = page.render({ canvas: scratch, viewport });
      const cancel = () => drawing.cancel();
      signal?.addEventListener('abort', cancel);
      try {
        await drawing.promise;
        canvas.width = scratch.width;
        canvas.height = scratch.height;
        canvas.getContext('2d')?.drawImage(scratch, 0, 0);
      } catch (error) {
        if (!signal?.aborted) throw error;
      } finally {
        signal?.removeEventListener('abort', cancel);
        scratch.width = 0;
        page.cleanup();
      }
    },
    destroy() {
      void task.destroy();
    },
  };
}
