/**
 * One A4 sheet of the estate's letterhead, drawn by pdf-lib for what the server hands out as a
 * PDF (a dues receipt, a poll's results for the minutes): the estate's name over the RWA's, a
 * title, labelled rows, wrapped text and a small footer. Helvetica (a standard font, nothing
 * embedded) has only the Windows-1252 letters, so any other letter is drawn as '?' and amounts
 * read 'Rs. 1,23,456.00'.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { periodName } from '../../contract/dues/periods';
import { onFirstUse } from './on-first-use';
import { estateName, rwaName } from '../../contract/platform/estate';

/** Windows-1252's printable letters beyond ASCII (what Helvetica can draw). */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** The text with every letter Helvetica cannot draw replaced by '?'. */
export function drawable(text: string): string {
  return [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return ok || CP1252_EXTRA.includes(c) ? c : '?';
    })
    .join('');
}

/** '2026-11-05' → '5 November 2026' (the month as a dues period names it). */
export const longDate = (date: string) =>
  `${Number(date.slice(8, 10))} ${periodName(date.slice(0, 7))}`;

const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
/** Where a row's value starts, right of its label. */
const VALUE_X = MARGIN + 130;
/** The width a row's value may take before it wraps. */
const VALUE_WIDTH = A4.width - VALUE_X - MARGIN;

/** Where the next line is drawn on the sheet. */
export interface Pen {
  pdf: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  ink: RGB;
  muted: RGB;
}

/** pdf-lib, loaded with the first receipt or results sheet (issue 38: a small server's memory). */
const loadPdfLib = onFirstUse(() => import('pdf-lib'));

export function write(
  pen: Pen,
  text: string,
  options: { size?: number; bold?: boolean; x?: number; muted?: boolean } = {},
) {
  pen.page.drawText(drawable(text), {
    x: options.x ?? MARGIN,
    y: pen.y,
    size: options.size ?? 11,
    font: options.bold ? pen.bold : pen.regular,
    color: options.muted ? pen.muted : pen.ink,
  });
}

/** Words wrapped to a width (an amount in words, a long question). */
export function wrapped(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/** A bold label and its value beside it, the value wrapped when long. */
export function row(pen: Pen, label: string, value: string) {
  write(pen, label, { bold: true });
  const lines = wrapped(pen.regular, value, 11, VALUE_WIDTH);
  lines.forEach((line, index) => {
    write(pen, line, { x: VALUE_X });
    pen.y -= index === lines.length - 1 ? 20 : 16;
  });
  if (lines.length === 0) pen.y -= 20;
}

/** A paragraph across the sheet, wrapped; a new sheet when it reaches the bottom. */
export function paragraph(pen: Pen, text: string, options: { size?: number; bold?: boolean } = {}) {
  const size = options.size ?? 11;
  const font = options.bold ? pen.bold : pen.regular;
  for (const line of wrapped(font, text, size, A4.width - 2 * MARGIN)) {
    roomFor(pen, size + 6);
    write(pen, line, options);
    pen.y -= size + 6;
  }
}

/** Turns to a new sheet when fewer than `height` points are left above the bottom margin. */
export function roomFor(pen: Pen, height: number) {
  if (pen.y - height >= MARGIN) return;
  pen.page = pen.pdf.addPage([A4.width, A4.height]);
  pen.y = A4.height - MARGIN;
}

/** A new document with the letterhead and the title drawn; the pen below them. */
export async function startSheet(title: string, heading: string): Promise<Pen> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(title));
  pdf.setAuthor(rwaName);
  pdf.setProducer(estateName);
  const pen: Pen = {
    pdf,
    page: pdf.addPage([A4.width, A4.height]),
    y: A4.height - MARGIN - 10,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    ink: rgb(0.1, 0.1, 0.12),
    muted: rgb(0.4, 0.4, 0.45),
  };
  write(pen, estateName, { size: 22, bold: true });
  pen.y -= 18;
  write(pen, rwaName, { size: 10, muted: true });
  pen.y -= 40;
  for (const line of wrapped(pen.bold, heading, 16, A4.width - 2 * MARGIN)) {
    write(pen, line, { size: 16, bold: true });
    pen.y -= 22;
  }
  pen.y -= 10;
  return pen;
}

/** The small print at the foot of what was drawn, and the document's bytes. */
export async function finishSheet(pen: Pen, footer: string): Promise<Buffer> {
  pen.y -= 30;
  roomFor(pen, 12);
  write(pen, footer, { size: 9, muted: true });
  return Buffer.from(await pen.pdf.save({ useObjectStreams: false }));
}
