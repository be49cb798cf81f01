/**
 * /admin/chatbot's part of issue 37: the questions the assistant could not answer, most asked
 * first and naming no one, and the estate's thesaurus edited as lines of comma-separated words,
 * refused in the contract's words on the result line.
 */
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UnansweredQuestion } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import AdminChatbotPage from '../../../src/features/admin-chatbot/admin-chatbot-page';
import { groupsOf, groupsText } from '../../../src/features/admin-chatbot/synonyms-editor';
import { questionFacts } from '../../../src/features/admin-chatbot/unanswered-list';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () => renderPage('/admin/chatbot', AdminChatbotPage, undefined, { retry: false });

/** 6:00 PM in India on 5 March 2030. */
const NOW = Date.parse('2030-03-05T18:00:00+05:30');

const smoking: UnansweredQuestion = {
  question: 'Can I smoke on my balcony?',
  times: 5,
  askers: 3,
  handed_over: 2,
  last_asked_at: '2030-03-05T12:30:00.000Z',
};
const carWash: UnansweredQuestion = {
  question: 'Can I wash my car in the basement?',
  times: 1,
  askers: 1,
  handed_over: 0,
  last_asked_at: '2030-03-01T04:30:00.000Z',
};

const puts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'PUT');

describe('questions it could not answer', () => {
  it('lists them in the server’s order, with how often, by how many and when', async () => {
    stubFetch({
      'qaAgent/files': { body: [] },
      'qaAgent/unanswered': { body: [smoking, carWash] },
      'qaAgent/synonyms': { body: { groups: [] } },
    });
    const app = open();
    const list = within(await app.screen.findByRole('list', { name: 'Unanswered questions' }));
    const rows = list.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      smoking.question,
      carWash.question,
    ]);
    expect(rows[0]?.textContent).toContain('asked 5 times by 3 residents');
    expect(rows[0]?.textContent).toContain('sent to the office twice');
    expect(rows[1]?.textContent).toContain('asked once by 1 resident');
    expect(rows[1]?.textContent).not.toContain('sent to the office');
  });

  it('says when there are none', async () => {
    stubFetch({
      'qaAgent/files': { body: [] },
      'qaAgent/unanswered': { body: [] },
      'qaAgent/synonyms': { body: { groups: [] } },
    });
    const app = open();
    expect(
      await app.screen.findByText(/None yet: every question so far found its answer/),
    ).toBeTruthy();
  });

  it('says when each was last asked in the app’s words for a moment', () => {
    expect(questionFacts(smoking, NOW)).toBe(
      'asked 5 times by 3 residents · sent to the office twice · last asked 6:00 PM',
    );
    expect(questionFacts(carWash, NOW)).toBe(
      'asked once by 1 resident · last asked Fri 1 Mar at 10:00 AM',
    );
  });
});

describe('words that mean the same', () => {
  it('reads and writes one group per line, words separated by commas', () => {
    expect(groupsOf(' guest, visitor ,\n\n pet,dog, cat \n,')).toEqual([
      ['guest', 'visitor'],
      ['pet', 'dog', 'cat'],
    ]);
    expect(
      groupsText([
        ['guest', 'visitor'],
        ['pet', 'dog'],
      ]),
    ).toBe('guest, visitor\npet, dog');
  });

  it('shows the thesaurus and saves the edited groups, saying so on the result line', async () => {
    const seen = stubFetch({
      'qaAgent/files': { body: [] },
      'qaAgent/unanswered': { body: [] },
      'qaAgent/synonyms': (request) =>
        request.method === 'PUT'
          ? {
              body: {
                groups: (request.body as { groups: string[][] }).groups,
                message: 'Saved',
              },
            }
          : { body: { groups: [['guest', 'visitor']] } },
    });
    const app = open();
    const text = await app.screen.findByLabelText<HTMLTextAreaElement>('Groups');
    await within(text.form!).findByDisplayValue('guest, visitor');
    expect(text.value).toBe('guest, visitor');
    await app.user.type(text, '\nLift, Elevator');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Saved')).toBeTruthy();
    expect(puts(seen).map((request) => request.body)).toEqual([
      {
        groups: [
          ['guest', 'visitor'],
          ['lift', 'elevator'],
        ],
      },
    ]);
    expect(text.value).toBe('guest, visitor\nlift, elevator');
  });

  it('refuses a group of one word in the contract’s words, sending nothing', async () => {
    const seen = stubFetch({
      'qaAgent/files': { body: [] },
      'qaAgent/unanswered': { body: [] },
      'qaAgent/synonyms': { body: { groups: [] } },
    });
    const app = open();
    const text = await app.screen.findByLabelText('Groups');
    await app.user.type(text, 'guest, visitor\nlift');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText(messages.assistantSynonymGroupSmall)).toBeTruthy();
    await app.user.clear(text);
    await app.user.type(text, 'guest, visitor2');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText(messages.assistantSynonymInvalid)).toBeTruthy();
    expect(puts(seen)).toHaveLength(0);
  });

  it('shows the server’s refusal on the result line', async () => {
    stubFetch({
      'qaAgent/files': { body: [] },
      'qaAgent/unanswered': { body: [] },
      'qaAgent/synonyms': (request) =>
        request.method === 'PUT'
          ? { status: 400, body: { detail: messages.assistantSynonymGroupsMany } }
          : { body: { groups: [] } },
    });
    const app = open();
    await app.user.type(await app.screen.findByLabelText('Groups'), 'guest, visitor');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText(messages.assistantSynonymGroupsMany)).toBeTruthy();
  });
});
