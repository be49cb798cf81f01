/**
 * Ask RWA's follow-ups and its way to a person (issue 37): each question goes with the chat's
 * earlier ones; under each answer the resident can send the question to the RWA office (offered
 * at once when the documents say nothing), after a confirmation, through the outbox — so it
 * works offline, and arrives once when the phone is back online.
 */
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { contextOf } from '../../src/features/ask-rwa/ask-context';
import AskRwaPage, {
  greeting,
  noAnswerOffer,
  notAnswered,
  sendToOffice,
} from '../../src/features/ask-rwa/ask-rwa-page';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { db } from '../../src/offline/db';
import { drainOutbox } from '../../src/offline/drain';
import { createFetchTransport } from '../../src/offline/fetch-transport';
import { outboxLabels } from '../../src/offline/labels';
import { startOutboxTriggers } from '../../src/offline/triggers';
import { renderPage } from './golf-cart-support';
import { stubFetch, type SeenRequest } from './support/fetch';
import { member, signInAs } from './support/render-app';

let stopTriggers = () => undefined as void;
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  signInAs(member);
  stopTriggers = startOutboxTriggers({
    drain: () =>
      drainOutbox({ transport: createFetchTransport(), getToken: () => 'token-9000000002' }),
  });
});
afterEach(() => {
  stopTriggers();
  reportApiSuccess();
});

const open = () => renderPage('/ask-rwa', AskRwaPage, undefined, { retry: false });
type App = ReturnType<typeof open>;
const log = (app: App) =>
  within(app.screen.getByRole('log', { name: 'Conversation with the RWA assistant' }));

async function ask(app: App, question: string) {
  await app.user.type(app.screen.getByLabelText('Your question'), question);
  await app.user.click(app.screen.getByRole('button', { name: 'Send' }));
}

const answered = (response: string) => ({
  body: { response, referenced_files: ['Society Rules.pdf (page 2)'] },
});
const noAnswer = { body: { response: messages.assistantNoAnswer, referenced_files: [] } };
const handedOver = { status: 201, body: { message: messages.assistantHandedOver, ticket_id: '7' } };

const searches = (seen: SeenRequest[]) =>
  seen
    .filter((request) => request.url.includes('qaAgent/search/'))
    .map((request) => new URL(request.url, 'http://localhost').searchParams);
const handovers = (seen: SeenRequest[]) =>
  seen.filter((request) => request.url.endsWith('/api/qaAgent/handover'));

describe('follow-ups', () => {
  it('sends the chat’s last three earlier questions as context, newest last', async () => {
    const seen = stubFetch({ 'qaAgent/search/': answered('Pets are welcome.') });
    const app = open();
    for (const question of ['Pets?', 'Rules for dogs?', 'And cats?', 'Fines?', 'And birds?']) {
      await ask(app, question);
      await waitFor(() => expect(log(app).queryByRole('status')).toBeNull());
    }
    const sent = searches(seen);
    expect(sent.map((params) => params.get('q'))).toEqual([
      'Pets?',
      'Rules for dogs?',
      'And cats?',
      'Fines?',
      'And birds?',
    ]);
    expect(sent.map((params) => params.get('context'))).toEqual([
      null,
      'Pets?',
      'Pets?\nRules for dogs?',
      'Pets?\nRules for dogs?\nAnd cats?',
      'Rules for dogs?\nAnd cats?\nFines?',
    ]);
  });

  it('drops the oldest questions until the context fits 1000 characters', () => {
    const long = (letter: string) => `${letter.repeat(450)}?`;
    expect(contextOf([long('a'), long('b'), long('c')])).toBe(`${long('b')}\n${long('c')}`);
    expect(contextOf(['one\ntwo', 'three'])).toBe('one two\nthree');
    expect(contextOf([])).toBeUndefined();
  });
});

describe('"This didn\'t answer my question"', () => {
  it('is under every answer but the greeting; the no-answer reply offers the office at once', async () => {
    let reply = answered('Dogs must be on a leash.');
    stubFetch({ 'qaAgent/search/': () => reply });
    const app = open();
    expect(log(app).getByText(greeting)).toBeTruthy();
    expect(log(app).queryByRole('button', { name: notAnswered })).toBeNull();

    await ask(app, 'What are the rules for pets?');
    await log(app).findByText('Dogs must be on a leash.');
    expect(log(app).getAllByRole('button', { name: notAnswered })).toHaveLength(1);
    expect(log(app).queryByText(noAnswerOffer)).toBeNull();

    reply = noAnswer;
    await ask(app, 'Who keeps the terrace keys?');
    expect(await log(app).findByText(noAnswerOffer)).toBeTruthy();
    expect(log(app).getByRole('button', { name: sendToOffice })).toBeTruthy();
    expect(log(app).getAllByRole('button', { name: notAnswered })).toHaveLength(1);
    expect(log(app).queryByRole('link')).toBeNull();
  });

  it('asks first, showing the question; Cancel sends nothing', async () => {
    const seen = stubFetch({ 'qaAgent/search/': noAnswer, 'qaAgent/handover': handedOver });
    const app = open();
    await ask(app, 'Who keeps the terrace keys?');
    await app.user.click(await log(app).findByRole('button', { name: sendToOffice }));
    const dialog = within(
      app.screen.getByRole('alertdialog', { name: 'Send this question to the RWA office?' }),
    );
    expect(dialog.getByText('“Who keeps the terrace keys?”')).toBeTruthy();
    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(app.screen.queryByRole('alertdialog')).toBeNull();
    expect(handovers(seen)).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the question once through the outbox and says so on the result line', async () => {
    const seen = stubFetch({
      'qaAgent/search/': answered('Dogs must be on a leash.'),
      'qaAgent/handover': handedOver,
    });
    const app = open();
    await ask(app, 'Can my dog use the pool?');
    await app.user.click(await log(app).findByRole('button', { name: notAnswered }));
    await app.user.click(app.screen.getByRole('button', { name: 'Send to the office' }));

    expect(await app.screen.findByText(messages.assistantHandedOver)).toBeTruthy();
    const [post] = handovers(seen);
    expect(handovers(seen)).toHaveLength(1);
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ question: 'Can my dog use the pool?' });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({ kind: 'assistantHandover', status: 'sent', userId: member.id });
    expect(post?.headers.get('Idempotency-Key')).toBe(record?.id);
    // Offered once per answer.
    expect(log(app).queryByRole('button', { name: notAnswered })).toBeNull();
  });

  it('offline, keeps it on the phone and says so; back online it is sent once', async () => {
    stubFetch({ 'qaAgent/search/': noAnswer });
    const app = open();
    await ask(app, 'Who keeps the terrace keys?');
    const offer = await log(app).findByRole('button', { name: sendToOffice });

    stubFetch({}, 'network-error');
    reportApiFailure();
    expect(await app.screen.findByText(messages.assistantNeedsConnection)).toBeTruthy();
    await app.user.click(offer);
    await app.user.click(app.screen.getByRole('button', { name: 'Send to the office' }));
    expect(await app.screen.findByText(outboxLabels.pending)).toBeTruthy();
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'assistantHandover',
      payload: { question: 'Who keeps the terrace keys?' },
    });

    const seen = stubFetch({ 'qaAgent/handover': handedOver });
    reportApiSuccess();
    window.dispatchEvent(new Event('online'));
    expect(await app.screen.findByText(messages.assistantHandedOver)).toBeTruthy();
    expect(app.screen.queryByText(outboxLabels.pending)).toBeNull();
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect((await db.outbox.get(record!.id))?.status).toBe('sent'));
    expect(handovers(seen)).toHaveLength(1);
  });

  it('shows the server’s refusal and offers it again', async () => {
    stubFetch({
      'qaAgent/search/': noAnswer,
      'qaAgent/handover': { status: 400, body: { detail: 'question: Please type a question' } },
    });
    const app = open();
    await ask(app, 'Who keeps the terrace keys?');
    await app.user.click(await log(app).findByRole('button', { name: sendToOffice }));
    await app.user.click(app.screen.getByRole('button', { name: 'Send to the office' }));
    expect(await app.screen.findByText('question: Please type a question')).toBeTruthy();
    expect(log(app).getByRole('button', { name: sendToOffice })).toBeTruthy();
  });
});
