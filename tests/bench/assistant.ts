/**
 * Ask RWA under load, on the real server (`server/main.ts`, PGlite, the demo rule book seeded):
 * a 200-page library — the demo rule book, the test handbook and generated committee minutes —
 * uploaded and indexed through `qaAgent/upload-pdf/` (send to answer, the median of three),
 * then 10 residents asking the question set at once, measured per question, and the set's
 * quality measures (tests/assistant/measure.ts) on that library.
 */
import type { AssistantAnswer } from '../../contract/assistant/assistant';
import { writeTextPdf, type PdfPage } from '../../server/platform/demo/pdf-writer';
import { books } from '../assistant/books';
import { measure, searchPath, type Measures } from '../assistant/measure';
import { questions } from '../assistant/questions';
import { signInOverHttp } from './sign-in';
import { startServer } from '../e2e/support/server';
import { CLIENTS, load, percentile } from './load';

const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
export const LIBRARY_PAGES = 200;
const QUESTIONS = 500;
const FILLER_FILES = 5;

/**
 * Pages of committee minutes: words of their own (meetings, resolutions, auditors), so they
 * crowd the index without answering any question of the set.
 */
function minutes(volume: number, pages: number): PdfPage[] {
  return Array.from({ length: pages }, (_, i) => {
    const n = volume * 100 + i + 1;
    return {
      heading: `Committee minutes ${n}`,
      lines: [
        `Meeting ${n} of the committee was held on the ${(i % 28) + 1}th, with ${(n % 9) + 5}`,
        'members present. The minutes of the previous meeting were read and signed.',
        '',
        `Resolution ${n}.1: the auditor's report for accounting period ${n % 12} was accepted.`,
        '',
        `Resolution ${n}.2: the notice board of wing ${String.fromCharCode(65 + (n % 6))} is to be repainted.`,
        '',
        'Proposed by the treasurer and seconded by the secretary; carried unanimously.',
      ],
    };
  });
}

/** The library's files: both books, and minutes enough to make it 200 pages in all. */
function library(): { name: string; pdf: Uint8Array }[] {
  const fillerPages = LIBRARY_PAGES - books.rules.pages.length - books.handbook.pages.length;
  const perFile = Math.ceil(fillerPages / FILLER_FILES);
  const filler = Array.from({ length: FILLER_FILES }, (_, volume) => ({
    name: `Committee minutes volume ${volume + 1}.pdf`,
    pdf: writeTextPdf(
      minutes(volume + 1, Math.min(perFile, fillerPages - volume * perFile)),
      `Committee minutes volume ${volume + 1}`,
    ),
  }));
  // The demo rule book is seeded on first start: uploaded again, it replaces itself.
  return [
    { name: books.rules.file, pdf: writeTextPdf(books.rules.pages) },
    { name: books.handbook.file, pdf: writeTextPdf(books.handbook.pages) },
    ...filler,
  ];
}

export interface AssistantFigures {
  ingestMs: number;
  pages: number;
  passages: number;
  /** Residents asking the set: a question asked before is answered from memory. */
  answer: { p50: number; p99: number; count: number };
  /** Every ask new (its own earlier question): what a question costs that nobody asked yet. */
  fresh: { p50: number; p99: number; count: number };
  quality: Measures;
}

export async function measureAssistant(): Promise<AssistantFigures> {
  // One resident asks every question: the per-minute cap would refuse all but the first few.
  const server = await startServer({
    env: { JWT_SECRET: SECRET, LOG_LEVEL: 'error', ASSISTANT_MAX_PER_USER_PER_MINUTE: '100000' },
  });
  try {
    const rwa = await signInOverHttp(server, '9000000001');
    const resident = await signInOverHttp(server, '9000000002', 'A101');
    const files = library();

    const ingests: number[] = [];
    let pages = 0;
    let passages = 0;
    for (let run = 0; run < 3; run += 1) {
      const form = new FormData();
      for (const file of files)
        form.append(
          'files',
          new File([new Uint8Array(file.pdf)], file.name, { type: 'application/pdf' }),
        );
      const started = performance.now();
      const response = await fetch(`${server.url}/api/qaAgent/upload-pdf/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${rwa}` },
        body: form,
      });
      const body = (await response.json()) as { files?: { pages: number; passages: number }[] };
      ingests.push(performance.now() - started);
      pages = (body.files ?? []).reduce((sum, file) => sum + file.pages, 0);
      passages = (body.files ?? []).reduce((sum, file) => sum + file.passages, 0);
      if (response.status !== 201 || pages !== LIBRARY_PAGES) {
        throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
      }
    }

    const ask = async (q: string, context?: string[]): Promise<AssistantAnswer> => {
      const response = await fetch(`${server.url}/api/${searchPath(q, context)}`, {
        headers: { authorization: `Bearer ${resident}` },
      });
      if (!response.ok) throw new Error(`ask: ${response.status} ${await response.text()}`);
      return (await response.json()) as AssistantAnswer;
    };

    // Every ask here carries an earlier question of its own, so none is answered from memory:
    // the first pass warms the just-started server's code, the second is measured.
    let asked = 0;
    const unasked = async () => {
      const question = questions[asked % questions.length];
      asked += 1;
      if (question) await ask(question.q, [...(question.context ?? []), `Question ${asked}?`]);
      return undefined;
    };
    await load(questions.length, unasked);
    const fresh = await load(QUESTIONS, unasked);
    asked = 0;
    const times = await load(QUESTIONS, async () => {
      const question = questions[asked++ % questions.length];
      if (question) await ask(question.q, question.context);
      return undefined;
    });
    const figures = (all: number[]) => ({
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      count: all.length,
    });
    return {
      ingestMs: ingests.sort((a, b) => a - b)[1] ?? 0,
      pages,
      passages,
      answer: figures(times),
      fresh: figures(fresh),
      quality: await measure(ask),
    };
  } finally {
    await server.stop();
  }
}

export function reportAssistant(figures: AssistantFigures): string[] {
  const q = figures.quality;
  return [
    `assistant on PGlite: a ${figures.pages}-page library (both rule books and ${FILLER_FILES} volumes ` +
      `of minutes) uploaded and indexed in ${(figures.ingestMs / 1000).toFixed(2)} s ` +
      `(median of 3, ${figures.passages} passages)`,
    `    GET qaAgent/search ×${figures.answer.count} (the question set), ${CLIENTS} concurrent ` +
      `askers: p50 ${figures.answer.p50.toFixed(1)} ms, p99 ${figures.answer.p99.toFixed(1)} ms ` +
      `(every ask new, ×${figures.fresh.count}: p50 ${figures.fresh.p50.toFixed(1)} ms, ` +
      `p99 ${figures.fresh.p99.toFixed(1)} ms)`,
    `    quality over ${q.outcomes.length} questions: recall ${q.recall.toFixed(2)}, precision ` +
      `${q.precision.toFixed(2)}, citations ${q.citations.toFixed(2)}, unanswerable declined ` +
      `${q.declines.toFixed(2)}, answerable declined ${q.wrongDeclines.toFixed(2)}`,
  ];
}
