/**
 * pdf.js stands in at the viewer's boundary (src/ui/pdf-viewer/pdf-document): jsdom has no
 * canvas. The fake remembers the bytes it was opened with and which pages it drew, how wide.
 */
import { vi } from 'vitest';
import type { PdfDocument } from '../../../src/ui/pdf-viewer/pdf-document';

export const pdfCalls = {
  opened: [] as Uint8Array[],
  drawn: [] as number[],
  /** Every draw with the CSS width asked for, in order. */
  draws: [] as { page: number; width: number }[],
  reset() {
    this.opened = [];
    this.drawn = [];
    this.draws = [];
  },
};

export const openPdf = vi.fn(async (bytes: ArrayBuffer): Promise<PdfDocument> => {
  const copy = new Uint8Array(bytes.slice(0));
  if (new TextDecoder().decode(copy.slice(0, 5)) !== '%PDF-') throw new Error('Invalid PDF');
  pdfCalls.opened.push(copy);
  return {
    pageCount: 3,
    aspectOf: async () => 0.7,
    render: async (pageNumber, _canvas, width) => {
      pdfCalls.drawn.push(pageNumber);
      pdfCalls.draws.push({ page: pageNumber, width });
    },
    destroy: () => undefined,
  };
});

/** Bytes that start like a PDF, with a marker to tell copies apart. */
export function pdfBytes(marker: string): ArrayBuffer {
  return new TextEncoder().encode(`%PDF-1.7 ${marker}`).buffer as ArrayBuffer;
}

export function textOf(bytes: Uint8Array | ArrayBuffer | undefined): string {
  return bytes ? new TextDecoder().decode(bytes) : '';
}

/** Captures what `saveBytes` hands the browser: the blob's bytes and the download name. */
export function captureDownloads(): { name: string; text: () => Promise<string> }[] {
  const downloads: { name: string; text: () => Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        next += 1;
        const url = `blob:test/${next}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    downloads.push({
      name: this.download,
      text: async () => (blob ? textOf(await blob.arrayBuffer()) : ''),
    });
  });
  return downloads;
}
