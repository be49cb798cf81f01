/**
 * The Ask RWA assistant (DESIGN.md §6 Assistant): PDFs in, answers out, each citing the file and
 * page it came from; nothing found is said plainly. The retrieval table asks the demo rule book
 * questions in residents' words, and passes only when each answer cites the right page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  referenceOf,
  type AssistantAnswer,
  type AssistantFile,
} from '../../contract/assistant/assistant';
import { messages } from '../../contract/messages';
import {
  SOCIETY_RULES_FILE,
  societyRules,
} from '../../server/domains/assistant/seed-society-rules';
import { writeTextPdf } from '../../server/platform/demo/pdf-writer';
import { buildContent, del, get, multipart, png, postForm } from './content-support';
import type { ContentApp, FilePart } from './content-support';
import { waterNotice } from './assistant-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
  const response = await upload([rulesPdf()]);
  expect(response.statusCode).toBe(201);
});
afterAll(() => t.close());

const rulesPdf = (): FilePart => ({
  field: 'files',
  name: SOCIETY_RULES_FILE,
  bytes: Buffer.from(writeTextPdf(societyRules)),
});

const upload = (files: FilePart[], token = t.rwa) =>
  postForm(t, '/api/qaAgent/upload-pdf/', multipart({}, files), token);

async function ask(question: string, token = t.member): Promise<AssistantAnswer> {
  const response = await get(t, `/api/qaAgent/search/?q=${encodeURIComponent(question)}`, token);
  expect(response.statusCode, question).toBe(200);
  return response.json<AssistantAnswer>();
}

const pageOf = (heading: string) => societyRules.findIndex((page) => page.heading === heading) + 1;

/** Questions a resident might type, the page that answers each, and words the answer must hold. */
const table: [question: string, heading: string, mustSay: RegExp][] = [
  ['What time does the swimming pool open?', 'Amenities and timings', /6:00 AM to 9:00 PM/],
  ['Is the pool closed on any day?', 'Amenities and timings', /Monday/],
  ['gym timings', 'Amenities and timings', /5:30 AM to 10:00 PM/],
  ['Until when can we party in the banquet hall?', 'Amenities and timings', /11:00 PM/],
  ['How long can I book the badminton court for?', 'Amenities and timings', /one\s+hour/],
  ['Do dogs need a leash?', 'Pets', /leash/],
  ['What is the fine for pet waste?', 'Pets', /Rs\. 500/],
  ['Which lift should pets use?', 'Pets', /service lift/],
  ['Where can my visitors park their car?', 'Parking', /P2/],
  ['Can I rent a second parking slot?', 'Parking', /Rs\. 1,500/],
  ['Where do I charge my electric vehicle?', 'Parking', /B1/],
  [
    'Do domestic help need police verification?',
    'Visitors and domestic help',
    /police verification/,
  ],
  ['What are the renovation hours?', 'Renovation and interior work', /9:00 AM to 6:00 PM/],
  ['How much is the renovation deposit?', 'Renovation and interior work', /25,000/],
  ['What are the maintenance charges per square foot?', 'Maintenance charges', /3\.50/],
  ['Is there a late fee for maintenance?', 'Maintenance charges', /late fee/],
  ['Can I pay maintenance in cash?', 'Maintenance charges', /Cash is not accepted/],
  ['What are the quiet hours?', 'Noise, waste and common areas', /10:00 PM to 7:00 AM/],
  ['When is garbage collected?', 'Noise, waste and common areas', /7:00 AM and 9:00 AM/],
  ['How do I book the service lift for moving out?', 'Moving in and out', /two days/],
];

describe('answers from the society rules', () => {
  it.each(table)('"%s" cites %s', async (question, heading, mustSay) => {
    const answer = await ask(question);
    const cited = answer.referenced_files.map(referenceOf);
    expect(cited[0], JSON.stringify(answer)).toEqual({
      file: SOCIETY_RULES_FILE,
      page: pageOf(heading),
    });
    // The fact first: the first quoted line holds it.
    const first = answer.response.split('\n').find((line) => line.startsWith('• '));
    expect(first, answer.response).toMatch(mustSay);
    // Trimmed to what answers: a few sentences, not the whole page.
    expect(answer.response.length).toBeLessThan(600);
  });

  it('says plainly when the documents do not answer, citing nothing', async () => {
    for (const question of ['What is the capital of France?', 'the', '???']) {
      expect(await ask(question)).toEqual({
        response: messages.assistantNoAnswer,
        referenced_files: [],
      });
    }
  });

  it('refuses a blank question and a stranger', async () => {
    const blank = await get(t, '/api/qaAgent/search/?q=%20%20', t.member);
    expect(blank.statusCode).toBe(400);
    expect((await get(t, '/api/qaAgent/search/?q=pool')).statusCode).toBe(401);
  });
});

describe('the assistant’s documents', () => {
  it('takes several PDFs at once and lists them with their pages', async () => {
    const notice = waterNotice('12 March');
    const guide = {
      field: 'files',
      name: 'Festival guide.pdf',
      bytes: Buffer.from(
        writeTextPdf([{ heading: 'Holi', lines: ['Holi is played on the central lawn only.'] }]),
      ),
    };
    const response = await upload([notice, guide]);
    expect(response.statusCode).toBe(201);
    const files = (await get(t, '/api/qaAgent/files', t.rwa)).json<AssistantFile[]>();
    expect(files.map((file) => [file.file_name, file.pages])).toEqual([
      ['Festival guide.pdf', 1],
      [SOCIETY_RULES_FILE, societyRules.length],
      ['Water notice.pdf', 1],
    ]);
    expect((await ask('When are the water tanks cleaned?')).referenced_files).toEqual([
      'Water notice.pdf (page 1)',
    ]);
  });

  it('replaces a file uploaded again under the same name, and forgets a removed one', async () => {
    const revised = waterNotice('19 March');
    expect((await upload([revised])).statusCode).toBe(201);
    const answer = await ask('When are the water tanks cleaned?');
    expect(answer.response).toContain('19 March');
    expect(answer.response).not.toContain('12 March');

    const files = (await get(t, '/api/qaAgent/files', t.rwa)).json<AssistantFile[]>();
    expect(files.filter((file) => file.file_name === 'Water notice.pdf')).toHaveLength(1);
    const notice = files.find((file) => file.file_name === 'Water notice.pdf');
    expect((await del(t, `/api/qaAgent/files/${notice?.id}`, t.rwa)).statusCode).toBe(200);
    expect((await ask('When are the water tanks cleaned?')).referenced_files).toEqual([]);
  });

  it('refuses a member, a PNG named .pdf, and a batch with one bad file, storing nothing', async () => {
    expect((await upload([rulesPdf()], t.member)).statusCode).toBe(403);
    const before = (await get(t, '/api/qaAgent/files', t.rwa)).json<AssistantFile[]>();
    const fake = { field: 'files', name: 'rules.pdf', bytes: await png() };
    const good = {
      field: 'files',
      name: 'Good.pdf',
      bytes: Buffer.from(writeTextPdf([{ lines: ['A fine document.'] }])),
    };
    const response = await upload([good, fake]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toBe(messages.assistantPdfOnly);
    expect((await get(t, '/api/qaAgent/files', t.rwa)).json()).toEqual(before);
  });
});
