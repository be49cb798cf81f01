import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AskRwaPage, { greeting } from '../../src/features/ask-rwa/ask-rwa-page';
import { reportApiFailure, reportApiSuccess } from '../../src/offline/connectivity';
import { renderPage } from './golf-cart-support';
import { stubFetch } from './support/fetch';
import { member, signInAs } from './support/render-app';

beforeEach(() => signInAs(member));
afterEach(() => reportApiSuccess());

const open = () => renderPage('/ask-rwa', AskRwaPage, undefined, { retry: false });
const log = (app: ReturnType<typeof open>) =>
  within(app.screen.getByRole('log', { name: 'Conversation with the RWA assistant' }));

describe('/ask-rwa (SPEC.md §2, §5 Chat)', () => {
  it('shows the question, a typing indicator, then the answer with its documents', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const seen = stubFetch({
      'qaAgent/search/': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const app = open();
    expect(log(app).getByText(greeting)).toBeTruthy();
    await app.user.type(app.screen.getByLabelText('Your question'), '  When does the pool open? ');
    await app.user.click(app.screen.getByRole('button', { name: 'Send' }));
    expect(log(app).getByText('When does the pool open?')).toBeTruthy();
    expect(log(app).getByRole('status').textContent).toContain('The assistant is typing…');
    expect((app.screen.getByLabelText('Your question') as HTMLInputElement).value).toBe('');
    expect(seen[0]?.url).toMatch(/\/api\/qaAgent\/search\/\?q=When\+does\+the\+pool\+open%3F$/);

    act(() =>
      answer({
        body: {
          response: 'The swimming pool is open from 6:00 AM to 9:00 PM.',
          referenced_files: ['Society Rules.pdf (page 1)'],
        },
      }),
    );
    expect(
      await log(app).findByText('The swimming pool is open from 6:00 AM to 9:00 PM.'),
    ).toBeTruthy();
    expect(log(app).getByText('Referenced documents:')).toBeTruthy();
    expect(log(app).getByText('Society Rules.pdf (page 1)')).toBeTruthy();
    expect(log(app).queryByRole('status')).toBeNull();
  });

  it('ignores a blank question', async () => {
    const seen = stubFetch({});
    const app = open();
    await app.user.type(app.screen.getByLabelText('Your question'), '   ');
    await app.user.click(app.screen.getByRole('button', { name: 'Send' }));
    expect(seen).toHaveLength(0);
    expect(log(app).getAllByText(/./, { selector: 'p' })).toHaveLength(1);
  });

  it('answers a failure with the sentence of SPEC.md §8', async () => {
    stubFetch({ 'qaAgent/search/': { status: 500, body: {} } });
    const app = open();
    await app.user.type(app.screen.getByLabelText('Your question'), 'Parking rules?');
    await app.user.click(app.screen.getByRole('button', { name: 'Send' }));
    expect(
      await log(app).findByText('Sorry, I encountered an error while processing your request.'),
    ).toBeTruthy();
  });

  it('says offline that it needs a connection, and asks nothing', async () => {
    const seen = stubFetch({});
    reportApiFailure();
    const app = open();
    const input = app.screen.getByLabelText('Your question') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(
      app.screen.getByText(
        'The assistant needs an internet connection. Connect to ask a question.',
      ),
    ).toBeTruthy();
    expect(seen).toHaveLength(0);
  });
});
