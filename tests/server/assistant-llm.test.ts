/**
 * Ask RWA with a language model (issue 37, DESIGN.md §6): the model writes from the passages
 * the extractive answer found, and its reply reaches a resident only when every line cites a
 * passage and says nothing those passages do not. Anything else (an invented fine, a dropped
 * "not", no citations, a decline, an error or a slow reply) gives the extractive answer instead.
 * The model is a local OpenAI-compatible server answering from a script: what is tested is our
 * prompt, our check and our fallback, not a model.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '../../contract/assistant/assistant';
import { messages } from '../../contract/messages';
import {
  SOCIETY_RULES_FILE,
  societyRules,
} from '../../server/domains/assistant/seed-society-rules';
import { writeTextPdf } from '../../server/platform/demo/pdf-writer';
import { buildContent, get, multipart, postForm } from './content-support';
import type { ContentApp } from './content-support';

interface ChatRequest {
  messages: { role: string; content: string }[];
}
type Script = (prompt: string) => { status: number; body: unknown; delayMs?: number };

let server: Server;
let app: ContentApp;
let script: Script;
const seen: ChatRequest[] = [];
/** A script that threw (a passage it meant to cite was not in the prompt) fails its test. */
const scriptErrors: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as ChatRequest;
      seen.push(body);
      let reply: ReturnType<Script>;
      try {
        reply = script(body.messages.at(-1)?.content ?? '');
      } catch (error) {
        scriptErrors.push(String(error));
        reply = { status: 500, body: { error: String(error) } };
      }
      const { status, body: answer, delayMs = 0 } = reply;
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  app = await buildContent({
    llm: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm', timeoutSeconds: 1 },
  });
  const rules = {
    field: 'files',
    name: SOCIETY_RULES_FILE,
    bytes: Buffer.from(writeTextPdf(societyRules)),
  };
  const uploaded = await postForm(app, '/api/qaAgent/upload-pdf/', multipart({}, [rules]), app.rwa);
  expect(uploaded.statusCode).toBe(201);
});
afterEach(() => {
  expect(scriptErrors.splice(0)).toEqual([]);
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => server.close(resolve));
});

const page = (n: number) => `${SOCIETY_RULES_FILE} (page ${n})`;

/** The number the prompt gave the passage holding `words`, as the model would cite it. */
function numberOf(prompt: string, words: string): number {
  const passages = prompt.split(/\n\n(?=\[\d+\] )/);
  const found = passages.find((passage) => passage.replace(/\s+/g, ' ').includes(words));
  const n = /^\[(\d+)\]/.exec(found ?? '')?.[1];
  if (!n) throw new Error(`No passage with "${words}" in the prompt`);
  return Number(n);
}

/** A model that answers `write(prompt)` with 200. */
const answers =
  (write: (prompt: string) => string): Script =>
  (prompt) => ({
    status: 200,
    body: { choices: [{ message: { content: write(prompt) } }] },
  });

async function ask(q: string, context?: string): Promise<AssistantAnswer> {
  const query = new URLSearchParams({ q, ...(context === undefined ? {} : { context }) });
  const response = await get(app, `/api/qaAgent/search/?${query.toString()}`, app.member);
  expect(response.statusCode, q).toBe(200);
  return response.json<AssistantAnswer>();
}

/** The extractive answer (no model configured would give the same): what a fallback returns. */
async function extractive(q: string): Promise<AssistantAnswer> {
  script = () => ({ status: 500, body: { error: 'down' } });
  return ask(q);
}

describe('Ask RWA with a language model', () => {
  it('gives the model the passages and the question, and a cited answer as lines with their pages', async () => {
    script = answers((prompt) =>
      [
        `Dogs must be kept on a leash in all common areas, lifts and lobbies [${numberOf(prompt, 'kept on a leash')}].`,
        `Pets must use the service lift [${numberOf(prompt, 'service lift')}].`,
      ].join('\n'),
    );
    const answer = await ask('Do dogs need a leash?');
    expect(answer).toEqual({
      response: [
        '• Dogs must be kept on a leash in all common areas, lifts and lobbies.',
        '• Pets must use the service lift.',
      ].join('\n'),
      referenced_files: [page(2)],
    });
    const request = seen.at(-1);
    expect(request?.messages[0]?.content).toContain('End every line with the');
    const prompt = request?.messages.at(-1)?.content ?? '';
    expect(prompt.replace(/\s+/g, ' ')).toContain(
      'Dogs must be kept on a leash in all common areas',
    );
    expect(prompt).toContain('Question: Do dogs need a leash?');
  });

  it('sends the earlier questions of the conversation with a follow-up', async () => {
    script = answers(
      (prompt) => `Pets must use the service lift [${numberOf(prompt, 'service lift')}].`,
    );
    await ask('and for cats?', 'What are the rules for pets?\nDo dogs need a leash?');
    const prompt = seen.at(-1)?.messages.at(-1)?.content ?? '';
    expect(prompt).toContain(
      'Earlier questions in this conversation:\n- What are the rules for pets?\n- Do dogs need a leash?',
    );
    expect(prompt).toContain('Question: and for cats?');
  });

  it('throws away a reply with an amount the passages do not state, and quotes the book instead', async () => {
    const quoted = await extractive('What is the fine for an unleashed dog?');
    script = answers(
      (prompt) => `Unleashed dogs are fined Rs. 2,000 [${numberOf(prompt, 'pet waste')}].`,
    );
    expect(await ask('What is the fine for an unleashed dog?')).toEqual(quoted);
  });

  it('throws away a reply that drops a "not", or adds one', async () => {
    const pets = 'Can pets come to the swimming pool?';
    const petsQuoted = await extractive(pets);
    script = answers(
      (prompt) =>
        `Pets are not allowed in the swimming pool [${numberOf(prompt, 'Pets are not allowed')}].`,
    );
    expect(await ask(pets)).toEqual({
      response: '• Pets are not allowed in the swimming pool.',
      referenced_files: [page(2)],
    });
    script = answers(
      (prompt) =>
        `Pets are allowed in the swimming pool [${numberOf(prompt, 'Pets are not allowed')}].`,
    );
    expect(await ask(pets)).toEqual(petsQuoted);
    const pool = 'When is the swimming pool open?';
    const poolQuoted = await extractive(pool);
    script = answers(
      (prompt) =>
        `The swimming pool is not open from 6:00 AM to 9:00 PM every day [${numberOf(prompt, 'swimming pool is open')}].`,
    );
    expect(await ask(pool)).toEqual(poolQuoted);
  });

  it('throws away a reply with an uncited line, a citation of no passage, or words of its own', async () => {
    const question = 'When is the swimming pool open?';
    const quoted = await extractive(question);
    const replies = [
      'The pool is open from 6:00 AM to 9:00 PM.',
      'The pool is open from 6:00 AM to 9:00 PM [99].',
      (prompt: string) =>
        `The pool is open from 6:00 AM to 9:00 PM [${numberOf(prompt, 'swimming pool is open')}].\nLifeguards are always on duty at the deep end [${numberOf(prompt, 'swimming pool is open')}].`,
    ];
    for (const reply of replies) {
      script = answers(typeof reply === 'string' ? () => reply : reply);
      expect(await ask(question), String(reply)).toEqual(quoted);
    }
  });

  it('keeps the quoted answer when the model declines, fails or is slow', async () => {
    const question = 'What are the quiet hours?';
    const quoted = await extractive(question);
    expect(quoted.response).toMatch(/10:00 PM to 7:00 AM/);
    const failures: Script[] = [
      answers(() => 'NO_ANSWER'),
      () => ({ status: 200, body: { choices: [] } }),
      // A reply after the 1 s timeout is not waited for.
      () => ({
        status: 200,
        body: { choices: [{ message: { content: 'Too late [1].' } }] },
        delayMs: 1_500,
      }),
    ];
    for (const failure of failures) {
      script = failure;
      expect(await ask(question)).toEqual(quoted);
    }
  });

  it('is not asked when nothing in the documents matches', async () => {
    const before = seen.length;
    expect((await ask('What is the capital of France?')).response).toBe(messages.assistantNoAnswer);
    expect(seen.length).toBe(before);
  });
});
