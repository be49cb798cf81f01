/**
 * Ask RWA under load, on the real server (`server/main.ts`, PGlite, the demo rule book seeded):
 * the time to upload and index a 50-page PDF through `qaAgent/upload-pdf/` (send to answer, the
 * median of three), then 10 residents asking at once, measured per question.
 */
import { societyRules } from '../../server/domains/assistant/seed-society-rules';
import { writeTextPdf, type PdfPage } from '../../server/platform/demo/pdf-writer';
import { signInOverHttp } from './sign-in';
import { startServer } from '../e2e/support/server';
import { CLIENTS, load, percentile } from './load';

const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const PAGES = 50;
const QUESTIONS = 500;

const questions = [
  'What time does the swimming pool open?',
  'Do dogs need a leash?',
  'Where can my visitors park their car?',
  'What are the renovation hours?',
  'How much is the renovation deposit?',
  'Is there a late fee for maintenance?',
  'What are the quiet hours?',
  'When is garbage collected?',
  'How do I book the service lift for moving out?',
  'Can my guests use the gym?',
  'What is the capital of France?',
];

/** A 50-page rule book: the demo's eight topics again and again, each page a little different. */
function fiftyPages(): PdfPage[] {
  return Array.from({ length: PAGES }, (_, i) => {
    const page = societyRules[i % societyRules.length] as PdfPage;
    return {
      heading: `${page.heading} (part ${Math.floor(i / societyRules.length) + 1})`,
      lines: [
        ...page.lines,
        '',
        `Clause ${i + 1}.${i % 7}: this page was revised in year ${2000 + i}.`,
      ],
    };
  });
}

export interface AssistantFigures {
  ingestMs: number;
  passages: number;
  answer: { p50: number; p99: number; count: number };
}

export async function measureAssistant(): Promise<AssistantFigures> {
  // One resident asks every question: the per-minute cap would refuse all but the first few.
  const server = await startServer({
    env: { JWT_SECRET: SECRET, LOG_LEVEL: 'error', ASSISTANT_MAX_PER_USER_PER_MINUTE: '100000' },
  });
  try {
    const rwa = await signInOverHttp(server, '9000000001');
    const resident = await signInOverHttp(server, '9000000002', 'A101');
    const pdf = writeTextPdf(fiftyPages(), 'Fifty pages');

    const ingests: number[] = [];
    let passages = 0;
    for (let run = 0; run < 3; run += 1) {
      const form = new FormData();
      form.append(
        'files',
        new File([new Uint8Array(pdf)], 'Fifty page rule book.pdf', { type: 'application/pdf' }),
      );
      const started = performance.now();
      const response = await fetch(`${server.url}/api/qaAgent/upload-pdf/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${rwa}` },
        body: form,
      });
      const body = (await response.json()) as { files?: { pages: number; passages: number }[] };
      ingests.push(performance.now() - started);
      if (response.status !== 201 || body.files?.[0]?.pages !== PAGES) {
        throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
      }
      passages = body.files[0].passages;
    }

    let asked = 0;
    const times = await load(QUESTIONS, async () => {
      const q = questions[asked++ % questions.length] ?? '';
      const response = await fetch(`${server.url}/api/qaAgent/search/?q=${encodeURIComponent(q)}`, {
        headers: { authorization: `Bearer ${resident}` },
      });
      if (!response.ok) throw new Error(`ask: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return undefined;
    });
    return {
      ingestMs: ingests.sort((a, b) => a - b)[1] ?? 0,
      passages,
      answer: { p50: percentile(times, 50), p99: percentile(times, 99), count: times.length },
    };
  } finally {
    await server.stop();
  }
}

export function reportAssistant(figures: AssistantFigures): string[] {
  return [
    `assistant on PGlite: a ${PAGES}-page PDF uploaded and indexed in ${(figures.ingestMs / 1000).toFixed(2)} s ` +
      `(median of 3, ${figures.passages} passages)`,
    `    GET qaAgent/search ×${figures.answer.count}, ${CLIENTS} concurrent askers: ` +
      `p50 ${figures.answer.p50.toFixed(1)} ms, p99 ${figures.answer.p99.toFixed(1)} ms`,
  ];
}
