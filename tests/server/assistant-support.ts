/**
 * Shared by the Ask RWA answer tests: an app with the demo rule book uploaded, asking (with the
 * optional follow-up context), and the check that every quoted line is the book's own words.
 */
import { expect } from 'vitest';
import { referenceOf, type AssistantAnswer } from '../../contract/assistant/assistant';
import {
  SOCIETY_RULES_FILE,
  societyRules,
} from '../../server/domains/assistant/seed-society-rules';
import { writeTextPdf } from '../../server/platform/demo/pdf-writer';
import {
  buildContent,
  get,
  multipart,
  postForm,
  type ContentApp,
  type FilePart,
} from './content-support';

/** A one-page PDF upload part: the water notice the document tests add and replace. */
export const waterNotice = (day: string): FilePart => ({
  field: 'files',
  name: 'Water notice.pdf',
  bytes: Buffer.from(
    writeTextPdf([
      { heading: 'Water supply', lines: [`The overhead tanks are cleaned on ${day}.`] },
    ]),
  ),
});

export async function withRuleBook(): Promise<ContentApp> {
  const t = await buildContent();
  const files = [
    { field: 'files', name: SOCIETY_RULES_FILE, bytes: Buffer.from(writeTextPdf(societyRules)) },
  ];
  const response = await postForm(t, '/api/qaAgent/upload-pdf/', multipart({}, files), t.rwa);
  expect(response.statusCode).toBe(201);
  return t;
}

export const searchUrl = (question: string, context?: string): string =>
  `/api/qaAgent/search/?q=${encodeURIComponent(question)}` +
  (context === undefined ? '' : `&context=${encodeURIComponent(context)}`);

export async function askAs(
  t: ContentApp,
  question: string,
  context?: string,
): Promise<AssistantAnswer> {
  const response = await get(t, searchUrl(question, context), t.member);
  expect(response.statusCode, question).toBe(200);
  return response.json<AssistantAnswer>();
}

/** The `•` lines of an answer, without the bullet. */
export const quotedLines = (answer: AssistantAnswer): string[] =>
  answer.response
    .split('\n')
    .filter((line) => line.startsWith('• '))
    .map((line) => line.slice(2));

export const pageOf = (heading: string): number =>
  societyRules.findIndex((page) => page.heading === heading) + 1;

export const rulesRef = (heading: string): string =>
  `${SOCIETY_RULES_FILE} (page ${pageOf(heading)})`;

const pageText = (page: number): string =>
  (societyRules[page - 1]?.lines ?? []).join(' ').replace(/\s+/g, ' ');

/** Every quoted line is, word for word, in a page the answer cites: nothing edited or joined. */
export function expectVerbatim(answer: AssistantAnswer): void {
  const cited = answer.referenced_files
    .map(referenceOf)
    .filter((ref) => ref?.file === SOCIETY_RULES_FILE)
    .map((ref) => pageText(ref?.page ?? 0));
  const lines = quotedLines(answer);
  expect(lines.length, answer.response).toBeGreaterThan(0);
  for (const line of lines)
    expect(
      cited.some((text) => text.includes(line)),
      `${line} in ${answer.referenced_files.join(', ')}`,
    ).toBe(true);
}
