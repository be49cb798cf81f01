/**
 * A PDF's text as passages the assistant can search and quote: paragraphs (split where the
 * lines leave a gap), each under the heading it sits below, each on the page it came from.
 * A long paragraph is cut between sentences, so a quoted answer stays short. Passages under one
 * heading make a section (toSections), what a whole answer is drawn from.
 */
import type { PdfPageText } from '../../platform/files/pdf-text';

export interface Passage {
  page: number;
  heading: string;
  body: string;
}

const MAX_PASSAGE_CHARS = 900;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function toPassages(pages: PdfPageText[]): Passage[] {
  const sizes = pages.flatMap((page) => page.lines.map((line) => line.size));
  const bodySize = median(sizes);
  const passages: Passage[] = [];
  let heading = '';
  for (const page of pages) {
    const gaps = page.lines.slice(1).map((line, i) => (page.lines[i]?.y ?? 0) - line.y);
    // The tightest spacing is the line height; anything well past it is a paragraph break.
    const lineGap = Math.min(...gaps.filter((gap) => gap > 0), bodySize * 1.4);
    let paragraph: string[] = [];
    const flush = () => {
      const body = paragraph.join(' ').replace(/\s+/g, ' ').trim();
      paragraph = [];
      for (const piece of splitLong(body))
        passages.push({ page: page.number, heading, body: piece });
    };
    const gapBefore = (i: number): boolean => {
      const previous = page.lines[i - 1];
      const line = page.lines[i];
      return !previous || !line || previous.y - line.y > lineGap * 1.5;
    };
    page.lines.forEach((line, i) => {
      const previous = page.lines[i - 1];
      const large = bodySize > 0 && line.size >= bodySize * 1.25;
      const standsAlone = gapBefore(i) && gapBefore(i + 1);
      if (large || (standsAlone && looksLikeHeading(line.text))) {
        flush();
        heading = line.text;
        return;
      }
      if (previous && previous.y - line.y > lineGap * 1.5) flush();
      paragraph.push(line.text);
    });
    flush();
  }
  return passages;
}

/** A numbered title ("2.1 Parking", "3) Pets"), not a numbered rule ending in a full stop. */
const NUMBERED_TITLE = /^\d+(?:\.\d+)*[.)]?\s+[A-Z]/;

/** A short line in body type that is still a heading: numbered, or in capitals. */
export function looksLikeHeading(text: string): boolean {
  const line = text.trim();
  if (line.length === 0 || line.length > 60 || /[.:;,]$/.test(line)) return false;
  const capitals = /[A-Z].*[A-Z]/.test(line) && !/[a-z]/.test(line);
  return NUMBERED_TITLE.test(line) || capitals;
}

export interface Section {
  heading: string;
  firstPage: number;
  lastPage: number;
  passages: Passage[];
}

/**
 * Passages in book order → sections: a new one where the heading changes (a heading carries
 * across pages); without a heading, one per page. Works on stored passages too (reindex).
 */
export function toSections(passages: Passage[]): Section[] {
  const sections: Section[] = [];
  for (const passage of passages) {
    const last = sections.at(-1);
    const same =
      last !== undefined &&
      last.heading === passage.heading &&
      (passage.heading !== '' || last.lastPage === passage.page);
    if (same) {
      last.passages.push(passage);
      last.lastPage = passage.page;
    } else {
      sections.push({
        heading: passage.heading,
        firstPage: passage.page,
        lastPage: passage.page,
        passages: [passage],
      });
    }
  }
  return sections;
}

/** Words whose full stop does not end a sentence ('Rs. 500', 'No. 4'). */
const ABBREVIATION = /\b(?:Rs|No|Nos|Dr|Mr|Mrs|Ms|St|Sr|Jr|approx|e\.g|i\.e|etc|vs)\.$/i;

/** Sentences, as the answer quotes them. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATION.test(last))
      sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence !== '');
}

function splitLong(body: string): string[] {
  if (body === '') return [];
  if (body.length <= MAX_PASSAGE_CHARS) return [body];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentencesOf(body)) {
    if (current !== '' && current.length + sentence.length + 1 > MAX_PASSAGE_CHARS) {
      pieces.push(current);
      current = '';
    }
    current = current === '' ? sentence : `${current} ${sentence}`;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}
