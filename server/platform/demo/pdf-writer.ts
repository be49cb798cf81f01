/**
 * Writes simple text PDFs (one Helvetica heading and body lines per page) with our own code, so
 * the demo seed, tests and benches have real PDFs without a PDF library. The output is plain
 * PDF 1.4 with a correct cross-reference table, which pdf.js reads without repairing.
 */
import { estateName } from '../../../contract/platform/estate';

export interface PdfPage {
  heading?: string;
  lines: string[];
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** Typographic characters that WinAnsiEncoding has outside Latin-1, by their byte there. */
const winAnsi: Record<string, string> = {
  '\u2014': '\x97',
  '\u2013': '\x96',
  '\u2018': '\x91',
  '\u2019': '\x92',
  '\u201c': '\x93',
  '\u201d': '\x94',
  '\u2022': '\x95',
  '\u2026': '\x85',
  '\u20ac': '\x80',
};

/** Text shown with Tj must escape backslashes and parentheses; the rest is WinAnsi bytes. */
function pdfString(text: string): string {
  const latin1 = text
    .replace(/[\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, (c) => winAnsi[c] ?? '?')
    .replace(/\u20b9/g, 'Rs.')
    .replace(/[^\x20-\x7e\x80-\xff]/g, '?');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function pageContent(page: PdfPage): string {
  const ops: string[] = ['BT'];
  let y = PAGE_HEIGHT - MARGIN;
  if (page.heading) {
    ops.push(`/F2 18 Tf 1 0 0 1 ${MARGIN} ${y} Tm ${pdfString(page.heading)} Tj`);
    y -= 32;
  }
  for (const line of page.lines) {
    if (y < MARGIN) break;
    ops.push(`/F1 11 Tf 1 0 0 1 ${MARGIN} ${y} Tm ${pdfString(line)} Tj`);
    y -= 16;
  }
  ops.push('ET');
  return ops.join('\n');
}

/** A PDF of `pages`, as bytes. */
export function writeTextPdf(pages: PdfPage[], title = estateName): Uint8Array {
  if (pages.length === 0) throw new Error('A PDF needs at least one page');
  // Objects: 1 catalog, 2 page tree, 3 info, 4-5 fonts, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = `<< /Title ${pdfString(title)} /Producer ${pdfString(estateName)} >>`;
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[5] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, i) => {
    const pageId = pageIds[i] as number;
    const content = pageContent(page);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
