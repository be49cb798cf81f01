/**
 * A payment's receipt as a PDF (ADR 004), drawn by pdf-lib from stored rows only: the payment,
 * its number and its allocations. Helvetica (a standard font, nothing embedded) has no ₹ glyph
 * and only the Windows-1252 letters, so amounts read 'Rs. 1,23,456.00' and any other letter of a
 * name is drawn as '?'.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { plainRupees, rupeesInWords } from '../../../contract/dues/money';
import { paymentModeNames } from '../../../contract/dues/payments';
import type { PaymentMode } from '../../../contract/dues/payments';
import { estateName, rwaName } from '../../../contract/platform/estate';

export interface ReceiptData {
  number: string;
  apartment: string;
  payer: string;
  paidOn: string;
  confirmedOn: string;
  amountPaise: number;
  mode: PaymentMode;
  reference: string;
  settled: { invoice: string; period: string; amountPaise: number }[];
}

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

const rs = (paise: number) => `Rs. ${plainRupees(paise)}`;

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** '2026-11-05' → '5 November 2026'. */
const longDate = (date: string) =>
  `${Number(date.slice(8, 10))} ${months[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

interface Pen {
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

function write(
  pen: Pen,
  text: string,
  options: { size?: number; bold?: boolean; x?: number } = {},
) {
  const size = options.size ?? 11;
  pen.page.drawText(drawable(text), {
    x: options.x ?? MARGIN,
    y: pen.y,
    size,
    font: options.bold ? pen.bold : pen.regular,
    color: INK,
  });
}

function row(pen: Pen, label: string, value: string) {
  write(pen, label, { bold: true });
  write(pen, value, { x: MARGIN + 130 });
  pen.y -= 20;
}

/** Long words (an amount in words) wrapped to the page's width. */
function wrapped(font: PDFFont, text: string, size: number, width: number): string[] {
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

export async function receiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.number}`);
  pdf.setAuthor(rwaName);
  pdf.setProducer(estateName);
  const page = pdf.addPage([A4.width, A4.height]);
  const pen: Pen = {
    page,
    y: A4.height - MARGIN - 10,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  write(pen, estateName, { size: 22, bold: true });
  pen.y -= 18;
  page.drawText(drawable(rwaName), {
    x: MARGIN,
    y: pen.y,
    size: 10,
    font: pen.regular,
    color: MUTED,
  });
  pen.y -= 40;
  write(pen, `Receipt ${receipt.number}`, { size: 16, bold: true });
  pen.y -= 32;

  row(pen, 'Flat', receipt.apartment);
  row(pen, 'Received from', receipt.payer);
  row(pen, 'Paid on', longDate(receipt.paidOn));
  row(pen, 'Confirmed on', longDate(receipt.confirmedOn));
  row(pen, 'Amount', rs(receipt.amountPaise));
  for (const line of wrapped(pen.regular, rupeesInWords(receipt.amountPaise), 11, 330)) {
    write(pen, line, { x: MARGIN + 130 });
    pen.y -= 16;
  }
  pen.y -= 4;
  row(pen, 'Mode', paymentModeNames[receipt.mode]);
  row(pen, 'Reference', receipt.reference || '-');

  pen.y -= 16;
  write(pen, 'Settled', { size: 13, bold: true });
  pen.y -= 22;
  const settledTotal = receipt.settled.reduce((sum, item) => sum + item.amountPaise, 0);
  for (const item of receipt.settled) {
    write(pen, item.invoice);
    write(pen, item.period, { x: MARGIN + 160 });
    write(pen, rs(item.amountPaise), { x: MARGIN + 330 });
    pen.y -= 18;
  }
  const advance = receipt.amountPaise - settledTotal;
  if (advance > 0) {
    write(pen, 'Advance, for the next invoices');
    write(pen, rs(advance), { x: MARGIN + 330 });
    pen.y -= 18;
  }

  pen.y -= 30;
  page.drawText(drawable(`Issued by the ${rwaName} through the ${estateName} portal.`), {
    x: MARGIN,
    y: pen.y,
    size: 9,
    font: pen.regular,
    color: MUTED,
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
