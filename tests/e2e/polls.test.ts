/**
 * Polls (issue 36) in real Chromium on a 360 px phone: the RWA sets up a poll that opens now;
 * A101 votes with no signal at all and is told the vote waits on the phone and counts only if it
 * arrives before the close; once the signal returns it reaches the server once and the RWA's
 * turnout shows A101; C303 votes; the RWA closes the poll early with a reason; both flats read
 * the results and find their own receipt code in the bulletin. And a general meeting: the RWA sets
 * one up with a resolution at 360 px and 1280 px; A101 gives its vote to C303 by proxy on the
 * ballot, which names the meeting; C303's ballot shows the proxy and C303 votes for both flats;
 * the meeting's turnout shows both.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { MemberPoll } from '../../contract/polls/polls';
import { apiGet, cutNetwork, restoreNetwork, serviceWorkerControls } from './support/content';
import { violations } from './support/axe';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';
import { fitsThePhone, phone, shot } from './support/phone';
import { storedSession } from './support/session';

const app = useServerAndBrowser();
/** axe is injected as a script, which the app's CSP rightly forbids. */
const checkedPhone = { ...phone, bypassCSP: true };

async function waitUntil(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A resident's phone on the poll's page, its ballot shown. */
async function openPoll(page: Page, question: string) {
  await page.goto('/polls');
  await page.getByRole('listitem', { name: question }).getByRole('link').click();
  await page.getByRole('heading', { name: question }).waitFor();
}

async function vote(page: Page, option: string) {
  const ballot = page.getByRole('form', { name: 'Your ballot' });
  await ballot.getByLabel(option).check();
  await ballot.getByRole('button', { name: 'Cast my vote' }).click();
}

/** The resident finds their receipt in the closed poll's bulletin, marked as theirs. */
async function findReceipt(page: Page, question: string, receipt: string) {
  await openPoll(page, question);
  await page.getByRole('heading', { name: 'Results' }).waitFor();
  await page.getByRole('button', { name: 'Find my receipt' }).click();
  await page.getByText('Found: your ballot is counted as you cast it.').waitFor();
  const mine = page.getByRole('list', { name: 'Counted ballots' }).locator('[data-mine="true"]');
  expect(await mine.count()).toBe(1);
  expect(await mine.textContent()).toContain(receipt);
}

describe('a poll voted with no signal, closed early and checked on the bulletin', () => {
  it('counts A101 offline vote once, shows the turnout, results and each receipt', async () => {
    const question = `Paint the towers ${Date.now()}?`;
    const token = await rwaToken(app.server);

    // The RWA sets up the poll on a phone: it opens now and would close in a week.
    const rwa = await signedIn(app.browser, app.server, demo.rwa, checkedPhone);
    const office = rwa.page;
    await office.goto('/admin/polls');
    await office.getByRole('button', { name: 'Set up a poll' }).click();
    const form = office.getByRole('form', { name: 'New poll' });
    await form.getByLabel('Question').fill(question);
    await form.getByLabel('Option 1').fill('Beige');
    await form.getByLabel('Option 2').fill('Grey');
    await form.getByRole('button', { name: 'Add an option' }).click();
    await form.getByLabel('Option 3').fill('Leave them as they are');
    await fitsThePhone(office);
    await shot(form, 'polls-1-admin-form');
    expect(await violations(office)).toEqual([]);
    await form.getByRole('button', { name: 'Create poll' }).click();
    await office.getByText(`Poll created: ${question}`).waitFor();
    const card = office.getByRole('listitem', { name: question });
    await card.getByText('Open', { exact: true }).waitFor();
    await card.getByText(/^Closes .+ · \d+ days left$/).waitFor();

    // A101 opens the ballot, then loses the signal, page and service worker alike, and votes.
    const a101 = await signedIn(app.browser, app.server, demo.activeResident, checkedPhone);
    const a101Token = (await storedSession(a101.page))?.token ?? '';
    await openPoll(a101.page, question);
    await serviceWorkerControls(a101.page);
    await fitsThePhone(a101.page);
    await shot(a101.page, 'polls-2-resident-ballot', true);
    expect(await violations(a101.page)).toEqual([]);
    await cutNetwork(a101.context);
    await vote(a101.page, 'Beige');
    await a101.page
      .getByText(
        /^Waiting to send — it counts only if it reaches the server before .+\. \(Saved on this phone/,
      )
      .waitFor();
    await a101.page.getByText('Your vote: Beige (not sent yet)').waitFor();
    await fitsThePhone(a101.page);
    await shot(a101.page, 'polls-3-resident-offline-vote', true);
    const pollId = new URL(a101.page.url()).pathname.split('/').at(-1) ?? '';
    const turnout = () =>
      apiGet<{ voted: { voter: string; via: string }[] }>(
        app.server,
        `polls/${pollId}/turnout`,
        token,
      );
    expect((await turnout()).voted).toEqual([]);

    // Still offline, the list reads from the phone and says the vote waits there.
    await a101.page.goto('/polls');
    await a101.page.getByText(/^Offline — showing what was saved /).waitFor({ timeout: 20_000 });
    await a101.page
      .getByRole('listitem', { name: question })
      .getByText('Vote waiting to send')
      .waitFor();
    await fitsThePhone(a101.page);
    await shot(a101.page, 'polls-3b-resident-list-offline', true);

    // The signal returns: the vote arrives once, with a receipt code.
    await restoreNetwork(a101.context);
    await waitUntil('the vote to reach the server', async () => (await turnout()).voted.length > 0);
    await openPoll(a101.page, question);
    await a101.page.getByText(/^Receipt code /).waitFor({ timeout: 20_000 });
    await a101.page.waitForTimeout(1_500);
    expect((await turnout()).voted).toEqual([{ voter: 'A101', via: 'online' }]);
    const mineOf = async (who: string) =>
      (await apiGet<MemberPoll[]>(app.server, 'polls', who)).find((poll) => poll.id === pollId);
    const a101Receipt = (await mineOf(a101Token))?.mine.ballot?.receipt ?? '';
    expect(a101Receipt).not.toBe('');

    // The RWA's turnout names A101, and how it voted — online — but never what.
    await card.getByRole('button', { name: 'Turnout' }).click();
    await card.getByText('Flat A101 · online', { exact: true }).waitFor();
    expect(await card.getByRole('list', { name: 'Who voted' }).textContent()).not.toContain(
      'Beige',
    );
    await fitsThePhone(office);
    await shot(card, 'polls-4-admin-turnout');

    // C303 votes online.
    const c303 = await signedIn(app.browser, app.server, demo.otherResident, checkedPhone);
    const c303Token = (await storedSession(c303.page))?.token ?? '';
    await openPoll(c303.page, question);
    await vote(c303.page, 'Grey');
    await c303.page.getByText(/^Receipt code /).waitFor({ timeout: 20_000 });
    const c303Receipt = (await mineOf(c303Token))?.mine.ballot?.receipt ?? '';
    expect(c303Receipt).not.toBe('');

    // The RWA closes it early, with a reason residents read.
    await card.getByRole('button', { name: 'Close early' }).click();
    const prompt = office.getByRole('alertdialog', { name: 'Close this poll now?' });
    await prompt.getByLabel('Reason').fill('Decided at the meeting');
    await prompt.getByRole('button', { name: 'Close the poll' }).click();
    await card.getByText('Closed', { exact: true }).waitFor();
    await card.getByRole('list', { name: 'Votes per option' }).waitFor();
    await fitsThePhone(office);
    await shot(card, 'polls-5-admin-results');
    const [download] = await Promise.all([
      office.waitForEvent('download'),
      card.getByRole('button', { name: 'Download results CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^poll-results-.+\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Beige');
    expect(csv).toContain('Grey');
    const [pdf] = await Promise.all([
      office.waitForEvent('download'),
      card.getByRole('button', { name: 'Download results PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^Results Paint the towers \d+\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await violations(office)).toEqual([]);

    // Both flats read the results and find their receipt in the bulletin.
    await findReceipt(a101.page, question, a101Receipt);
    await a101.page.getByText('The RWA closed this poll early: Decided at the meeting').waitFor();
    const results = a101.page.getByRole('region', { name: `Results: ${question}` });
    await results.getByText('Turnout:').waitFor();
    await results.getByRole('img', { name: 'Beige: 1 votes, 50%' }).waitFor();
    await results.getByRole('img', { name: 'Grey: 1 votes, 50%' }).waitFor();
    await fitsThePhone(a101.page);
    await shot(a101.page, 'polls-6-resident-results', true);
    expect(await violations(a101.page)).toEqual([]);
    await findReceipt(c303.page, question, c303Receipt);
    await fitsThePhone(c303.page);

    await c303.page.goto('/polls');
    await c303.page.getByRole('heading', { name: 'Closed' }).waitFor();
    await fitsThePhone(c303.page);
    await shot(c303.page, 'polls-7-resident-list', true);
    expect(await violations(c303.page)).toEqual([]);

    // The office with no signal says so rather than showing a broken page.
    await cutNetwork(rwa.context);
    await office.reload();
    await office
      .getByText(
        "You're offline: polls are set up, changed and closed only when you're back online.",
      )
      .waitFor();
    await fitsThePhone(office);
    await shot(office, 'polls-8-admin-offline', true);

    await Promise.all([rwa.context.close(), a101.context.close(), c303.context.close()]);
  });
});

/** The line that says what the RWA just did (ADR 005), in view. */
async function resultSaid(page: Page, text: string) {
  const line = page.getByRole('status').filter({ hasText: text });
  await line.waitFor();
  await expect.poll(() => line.isVisible()).toBe(true);
}

describe('a general meeting with a resolution voted by proxy', () => {
  it('lets A101 give its vote to C303, who votes for both, and the turnout shows both', async () => {
    const title = `AGM ${Date.now()}`;
    const question = `Pass the budget of ${title}`;
    const token = await rwaToken(app.server);

    // The RWA sets up the meeting and its resolution on a phone.
    const rwa = await signedIn(app.browser, app.server, demo.rwa, checkedPhone);
    const office = rwa.page;
    await office.goto('/admin/polls');
    await office.getByRole('button', { name: 'Set up a meeting' }).click();
    const form = office.getByRole('form', { name: 'New meeting' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Venue (optional)').fill('Clubhouse hall');
    await fitsThePhone(office);
    await form.getByRole('button', { name: 'Create meeting' }).click();
    await resultSaid(office, `Meeting created: ${title}. Open it to add resolutions.`);
    const meeting = office.getByRole('listitem', { name: title, exact: true });
    await meeting.getByText('Added just now').waitFor();
    await meeting.getByText(/ · Clubhouse hall$/).waitFor();

    await meeting.getByRole('button', { name: 'Open the meeting' }).click();
    await meeting.getByText('No resolutions yet.').waitFor();
    await meeting.getByRole('button', { name: 'Add a resolution' }).click();
    const resolution = meeting.getByRole('form', { name: 'New resolution' });
    await resolution.getByLabel('Question').fill(question);
    expect(await resolution.getByLabel('Option 1').inputValue()).toBe('For');
    expect(await resolution.getByLabel('Proxies one flat may hold').inputValue()).toBe('1');
    await fitsThePhone(office);
    await resolution.getByRole('button', { name: 'Create poll' }).click();
    await resultSaid(office, `Resolution added to “${title}”: ${question}`);
    const agendaItem = meeting.getByRole('list', { name: 'Agenda' }).getByRole('listitem');
    await agendaItem.getByText('Open', { exact: true }).waitFor();
    await agendaItem.getByText('0 of', { exact: false }).waitFor();

    // C303 is at the door.
    const door = meeting.getByRole('form', { name: `Mark a flat present: ${title}` });
    await door.getByLabel('Flat at the door').fill('c303');
    await door.getByRole('button', { name: 'Mark present' }).click();
    await resultSaid(office, `Flat C303 marked present at “${title}”.`);
    await meeting.getByRole('list', { name: 'Flats present' }).getByText('Flat C303').waitFor();
    await fitsThePhone(office);
    await shot(meeting, 'polls-9-admin-meeting');
    expect(await violations(office)).toEqual([]);

    // A101's ballot names the meeting; A101 gives its vote to C303.
    const a101 = await signedIn(app.browser, app.server, demo.activeResident, checkedPhone);
    await openPoll(a101.page, question);
    await a101.page.getByText(`On the agenda of ${title}`, { exact: false }).waitFor();
    await a101.page.getByRole('button', { name: 'Give my vote to another flat' }).click();
    const proxy = a101.page.getByRole('form', { name: 'Give my vote to another flat' });
    await proxy.getByLabel('Flat that votes for mine').fill('C303');
    await proxy.getByRole('button', { name: 'Give my vote' }).click();
    await a101.page.getByText(messages.votedByProxy('C303')).waitFor();
    expect(await a101.page.getByRole('form', { name: 'Your ballot' }).count()).toBe(0);
    await fitsThePhone(a101.page);
    await shot(a101.page, 'polls-10-resident-proxy-given', true);
    expect(await violations(a101.page)).toEqual([]);

    // C303's ballot shows the proxy: C303 votes for its own flat and for A101.
    const c303 = await signedIn(app.browser, app.server, demo.otherResident, checkedPhone);
    await openPoll(c303.page, question);
    const held = c303.page.getByRole('listitem', { name: 'Proxy of flat A101' });
    await held.getByText('Flat A101 gave you its vote').waitFor();
    await vote(c303.page, 'For');
    await c303.page.getByText(/^Receipt code /).waitFor({ timeout: 20_000 });
    const forA101 = held.getByRole('form', { name: 'Ballot for flat A101' });
    await forA101.getByLabel('Against').check();
    await forA101.getByRole('button', { name: 'Cast my vote' }).click();
    await held.getByText(/^Receipt code /).waitFor({ timeout: 20_000 });
    await held.getByText('Vote of A101: Against').waitFor();
    await fitsThePhone(c303.page);
    await shot(c303.page, 'polls-11-resident-proxy-held', true);
    expect(await violations(c303.page)).toEqual([]);

    // The meeting's turnout shows both flats, and how each voted — never what.
    const pollId = new URL(c303.page.url()).pathname.split('/').at(-1) ?? '';
    const turnout = await apiGet<{ voted: { voter: string; via: string }[] }>(
      app.server,
      `polls/${pollId}/turnout`,
      token,
    );
    expect(turnout.voted).toEqual([
      { voter: 'A101', via: 'proxy' },
      { voter: 'C303', via: 'online' },
    ]);
    // At a desk's width too: the meeting, its agenda's turnout and attendance, nothing cut off.
    await office.setViewportSize({ width: 1280, height: 800 });
    await office.reload();
    const again = office.getByRole('listitem', { name: title, exact: true });
    await again.getByRole('button', { name: 'Open the meeting' }).click();
    const voters = again.getByRole('list', { name: 'Who voted' });
    await voters.getByText('Flat A101 · by proxy', { exact: true }).waitFor();
    await voters.getByText('Flat C303 · online', { exact: true }).waitFor();
    expect(await voters.textContent()).not.toMatch(/For|Against/);
    await fitsThePhone(office);
    await shot(again, 'polls-12-admin-meeting-turnout');
    // From the top: scrolled, the sticky bar half covers a button above, which axe's
    // target-size counts against the page whatever sits under the bar.
    await office.evaluate(() => window.scrollTo(0, 0));
    expect(await violations(office)).toEqual([]);

    await Promise.all([rwa.context.close(), a101.context.close(), c303.context.close()]);
  });
});
