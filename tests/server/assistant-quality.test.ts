/**
 * Ask RWA's quality (issue 37, "Prove it"): the question set of tests/assistant asked of an app
 * holding the demo rule book and the test handbook, held to its budgets: fact recall ≥ 0.9,
 * precision ≥ 0.8, citations all right, unanswerable questions declined ≥ 0.9. A miss prints
 * the table of measures and every question that missed something, with the answer it got.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '../../contract/assistant/assistant';
import { writeTextPdf } from '../../server/platform/demo/pdf-writer';
import { books } from '../assistant/books';
import {
  checkQuestionSet,
  measure,
  missedBudgets,
  searchPath,
  type Ask,
} from '../assistant/measure';
import { questions } from '../assistant/questions';
import { qualityTable } from '../assistant/table';
import { buildContent, get, multipart, postForm, type ContentApp } from './content-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
  const files = Object.values(books).map((book) => ({
    field: 'files',
    name: book.file,
    bytes: Buffer.from(writeTextPdf(book.pages)),
  }));
  const response = await postForm(t, '/api/qaAgent/upload-pdf/', multipart({}, files), t.rwa);
  expect(response.statusCode, response.body).toBe(201);
});
afterAll(() => t.close());

const ask: Ask = async (q, context) => {
  const response = await get(t, `/api/${searchPath(q, context)}`, t.member);
  expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
  return response.json<AssistantAnswer>();
};

describe('the question set', () => {
  it('expects only what the books say, where they say it', () => {
    expect(checkQuestionSet()).toEqual([]);
  });

  it('has at least 60 questions, of every kind', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(questions.map((question) => question.kind));
    expect([...kinds].sort()).toEqual([
      'follow-up',
      'misspelled',
      'paraphrased',
      'single-fact',
      'unanswerable',
      'whole-section',
    ]);
  });
});

describe('Ask RWA over two rule books', () => {
  it('finds the facts, quotes only their sections, cites the right pages and declines the rest', async () => {
    const measures = await measure(ask);
    expect(missedBudgets(measures), qualityTable(measures)).toEqual([]);
  }, 120_000);
});
