/**
 * The two rule books the question set is about: the demo estate's (seeded on first start) and
 * the test handbook. `headings` names every heading line, big type or body type, so the
 * measures know where each section starts without trusting the engine's own reading.
 */
import type { PdfPage } from '../../server/platform/demo/pdf-writer';
import {
  SOCIETY_RULES_FILE,
  societyRules,
} from '../../server/domains/assistant/seed-society-rules';
import { HANDBOOK_FILE, handbook, handbookHeadings } from './handbook';

export interface Book {
  file: string;
  pages: PdfPage[];
  headings: string[];
}

export const books = {
  rules: {
    file: SOCIETY_RULES_FILE,
    pages: societyRules,
    headings: societyRules.flatMap((page) => (page.heading ? [page.heading] : [])),
  },
  handbook: { file: HANDBOOK_FILE, pages: handbook, headings: handbookHeadings },
} satisfies Record<string, Book>;

export type BookName = keyof typeof books;

/** A section as a reader sees it: its heading, and its text page by page. */
export interface Section {
  heading: string;
  /** Page number (1-based) → the section's text on that page, whitespace collapsed. */
  text: Map<number, string>;
}

/** Whitespace collapsed and typographic quotes made plain, so text compares as a reader reads it. */
export const normal = (text: string): string =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The book's sections in order: a heading line starts one, which runs on across pages. */
export function sectionsOf(book: Book): Section[] {
  const sections: Section[] = [];
  const add = (page: number, line: string) => {
    const section = sections.at(-1);
    if (!section) return;
    section.text.set(page, normal(`${section.text.get(page) ?? ''} ${line}`));
  };
  book.pages.forEach((page, i) => {
    const lines = page.heading ? [page.heading, ...page.lines] : page.lines;
    for (const line of lines) {
      if (book.headings.includes(line.trim()))
        sections.push({ heading: line.trim(), text: new Map() });
      else add(i + 1, line);
    }
  });
  return sections;
}

/** Everything printed on a page (headings too), whitespace collapsed. */
export const pageText = (book: Book, page: number): string => {
  const found = book.pages[page - 1];
  return found ? normal([found.heading ?? '', ...found.lines].join(' ')) : '';
};
