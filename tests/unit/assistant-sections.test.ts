/**
 * The rule book's sections (issue 37): a section starts at each heading (large type, or a short
 * numbered or capitalised line standing alone), runs across pages, and without any heading each
 * page is one.
 */
import { describe, expect, it } from 'vitest';
import { looksLikeHeading, toPassages, toSections } from '../../server/domains/assistant/passages';
import type { PdfLine, PdfPageText } from '../../server/platform/files/pdf-text';

/** Lines top-down at 16 pt pitch; '' leaves a blank line (a paragraph gap); '#' marks 18 pt. */
function page(number: number, texts: string[]): PdfPageText {
  const lines: PdfLine[] = [];
  let y = 800;
  for (const text of texts) {
    if (text !== '') {
      const heading = text.startsWith('# ');
      lines.push({ text: heading ? text.slice(2) : text, y, size: heading ? 18 : 11 });
    }
    y -= 16;
  }
  return { number, lines };
}

const outline = (pages: PdfPageText[]) =>
  toSections(toPassages(pages)).map((section) => ({
    heading: section.heading,
    pages: [section.firstPage, section.lastPage],
    bodies: section.passages.map((passage) => passage.body),
  }));

describe('sections', () => {
  it('start at each heading in large type', () => {
    expect(
      outline([
        page(1, ['# Pets', 'Pets are welcome.', '', 'Dogs on a leash.', '# Parking', 'One slot.']),
      ]),
    ).toEqual([
      { heading: 'Pets', pages: [1, 1], bodies: ['Pets are welcome.', 'Dogs on a leash.'] },
      { heading: 'Parking', pages: [1, 1], bodies: ['One slot.'] },
    ]);
  });

  it('start at a short numbered or capitalised line standing alone in body type', () => {
    expect(
      outline([
        page(1, [
          '1. Pets',
          '',
          'Pets are welcome.',
          '',
          'PARKING',
          '',
          'One slot per flat.',
          '',
          '2. Visitors sign in at the gate.',
        ]),
      ]),
    ).toEqual([
      // Kept as the book prints it.
      { heading: '1. Pets', pages: [1, 1], bodies: ['Pets are welcome.'] },
      {
        heading: 'PARKING',
        pages: [1, 1],
        bodies: ['One slot per flat.', '2. Visitors sign in at the gate.'],
      },
    ]);
    expect(looksLikeHeading('2.1 Guest parking')).toBe(true);
    expect(looksLikeHeading('3) Pets')).toBe(true);
    expect(looksLikeHeading('2. Visitors sign in at the gate.')).toBe(false);
    expect(looksLikeHeading('Pets are welcome')).toBe(false);
  });

  it('a capitalised line inside a paragraph is not a heading', () => {
    expect(
      outline([page(1, ['# Notice', 'The tanks are cleaned on', 'MONDAY', 'at noon.'])]),
    ).toEqual([
      { heading: 'Notice', pages: [1, 1], bodies: ['The tanks are cleaned on MONDAY at noon.'] },
    ]);
  });

  it('run across a page break until the next heading', () => {
    expect(
      outline([
        page(1, ['# Pets', 'Pets are welcome.']),
        page(2, ['Dogs on a leash.', '# Parking', 'One slot.']),
      ]),
    ).toEqual([
      { heading: 'Pets', pages: [1, 2], bodies: ['Pets are welcome.', 'Dogs on a leash.'] },
      { heading: 'Parking', pages: [2, 2], bodies: ['One slot.'] },
    ]);
  });

  it('without any heading, each page is a section', () => {
    expect(
      outline([
        page(1, ['The tanks are cleaned on Monday.', '', 'Water is off from 10 to 12.']),
        page(2, ['Holi is played on the lawn.']),
      ]),
    ).toEqual([
      {
        heading: '',
        pages: [1, 1],
        bodies: ['The tanks are cleaned on Monday.', 'Water is off from 10 to 12.'],
      },
      { heading: '', pages: [2, 2], bodies: ['Holi is played on the lawn.'] },
    ]);
  });
});
