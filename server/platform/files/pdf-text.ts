/**
 * The text of a PDF, page by page and line by line, with each line's font size and height on
 * the page, so the assistant can split it into passages and tell headings from body text.
 * pdf.js's legacy build is the one it makes for Node (its modern build warns there).
 */
import { onFirstUse } from '../on-first-use';

/** pdf.js is large: loaded on the first PDF the server reads (issue 38). */
const loadPdfjs = onFirstUse(() => import('pdfjs-dist/legacy/build/pdf.mjs'));

export interface PdfLine {
  text: string;
  /** Baseline height from the page bottom, in points. */
  y: number;
  /** Font size, in points. */
  size: number;
}

export interface PdfPageText {
  /** 1-based. */
  number: number;
  lines: PdfLine[];
}

/** Items this close in height are one line (pdf.js splits a line at font or spacing changes). */
const SAME_LINE = 2;

async function openPdf(bytes: Uint8Array) {
  const { getDocument } = await loadPdfjs();
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's intact.
  return getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

/** True when pdf.js can open the file and read its first page (a `%PDF-` header is not enough). */
export async function pdfOpens(bytes: Uint8Array): Promise<boolean> {
  await loadPdfjs(); // outside the try: a pdf.js that cannot load is a fault, not a bad file
  let document: Awaited<ReturnType<typeof openPdf>> | undefined;
  try {
    document = await openPdf(bytes);
    await document.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await document?.destroy();
  }
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  const document = await openPdf(bytes);
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const lines: PdfLine[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const y = item.transform[5] as number;
        const last = lines.at(-1);
        if (last && Math.abs(last.y - y) <= SAME_LINE) {
          last.text = `${last.text} ${item.str}`.replace(/\s+/g, ' ');
          last.size = Math.max(last.size, item.height);
        } else {
          lines.push({ text: item.str.replace(/\s+/g, ' ').trim(), y, size: item.height });
        }
      }
      pages.push({ number, lines });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
