/**
 * The pieces Ask RWA's question set is written with: what a question expects (see questions.ts),
 * the books' sections by name, and short ways to write a question of each book.
 */
import type { BookName } from './books';

export type Kind =
  'single-fact' | 'whole-section' | 'paraphrased' | 'misspelled' | 'follow-up' | 'unanswerable';

export interface SectionRef {
  book: BookName;
  heading: string;
  pages: number[];
}

export interface Answerable {
  kind: Exclude<Kind, 'unanswerable'>;
  q: string;
  /** Earlier questions of the chat, oldest first. */
  context?: string[];
  book: BookName;
  sections: SectionRef[];
  facts: string[];
  also?: SectionRef[];
  decline?: undefined;
}

export interface Unanswerable {
  kind: 'unanswerable';
  q: string;
  context?: string[];
  decline: true;
}

export type Question = Answerable | Unanswerable;

const rules = (heading: string, ...pages: number[]): SectionRef => ({
  book: 'rules',
  heading,
  pages,
});
const hb = (heading: string, ...pages: number[]): SectionRef => ({
  book: 'handbook',
  heading,
  pages,
});

// The demo rule book: one section a page.
export const amenities = rules('Amenities and timings', 1);
export const pets = rules('Pets', 2);
export const parking = rules('Parking', 3);
export const visitors = rules('Visitors and domestic help', 4);
export const renovation = rules('Renovation and interior work', 5);
export const maintenance = rules('Maintenance charges', 6);
export const noiseWaste = rules('Noise, waste and common areas', 7);
export const moving = rules('Moving in and out', 8);
// The handbook: Amenities runs over pages 1-2, Refuse and Callers share page 5.
export const hbAmenities = hb('Amenities', 1);
export const hbAmenitiesMore = hb('Amenities', 2);
export const animals = hb('2. Animals', 3);
export const vehicles = hb('3. Vehicles', 4);
export const refuse = hb('REFUSE AND RECYCLING', 5);
export const callers = hb('CALLERS', 5);
export const quiet = hb('Quiet enjoyment', 6);
export const alterations = hb('Alterations', 7);

type Asked = [
  kind: Answerable['kind'],
  q: string,
  sections: SectionRef[],
  facts: string[],
  more?: { context?: string[]; also?: SectionRef[] },
];
const from =
  (book: BookName) =>
  (...[kind, q, sections, facts, more = {}]: Asked): Answerable => ({
    kind,
    q,
    book,
    sections,
    facts,
    ...more,
  });
export const inRules = from('rules');
export const inHandbook = from('handbook');
export const unanswerable = (q: string, context?: string[]): Unanswerable => ({
  kind: 'unanswerable',
  q,
  decline: true,
  ...(context ? { context } : {}),
});
