/**
 * Issue 15, "every screen clean at 360 px": every route of the router, opened on a 360×800 phone
 * as a visitor, a resident and the RWA, must fit the screen's width, cut no text short and log
 * no console error.
 * One browser, one server and one sign-in per role; routes change inside the running app (as a
 * tap does), so the whole walk takes seconds rather than a page load per route.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laterTodayInIndia } from './support/golf-cart';
import { useServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';
import { measureFit } from './support/phone';
import { navigateInApp, routes, settled } from './support/routes';
import { profileWithSession, signedInSession, type StoredSession } from './support/session';

const app = useServerAndBrowser();
const phone = { width: 360, height: 800 };

interface Walker {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function walker(session?: string): Promise<Walker> {
  const context = session
    ? await profileWithSession(app.browser, app.server, session, { viewport: phone })
    : await app.browser.newContext({ viewport: phone, baseURL: app.server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await settled(page);
  return { context, page, errors };
}

/** A ride waiting for the office, so /admin/golf-cart and "Needs you" show a card, not "none". */
async function askForAGolfCart(session: string): Promise<void> {
  const { token } = JSON.parse(session) as StoredSession;
  const resident = demo.activeResident;
  const response = await fetch(`${app.server.url}/api/golf-cart/golf-cart/request`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      pickup_location: 'Tower B, the far gate by the children’s play area',
      dropoff_location: 'Clubhouse',
      duration: 30,
      time: laterTodayInIndia(),
      comments: 'Two elderly guests with a wheelchair and a large suitcase each',
      user_id: resident.phone,
      apartment_number: resident.apartment,
      phone_number: resident.phone,
    }),
  });
  expect(response.status).toBe(201);
}

const roles = ['a visitor', 'a resident', 'the RWA'] as const;
const walkers = new Map<(typeof roles)[number], Walker>();

beforeAll(async () => {
  const [resident, rwa] = await Promise.all([
    signedInSession(app.browser, app.server, demo.activeResident),
    signedInSession(app.browser, app.server, demo.rwa),
  ]);
  await askForAGolfCart(resident);
  const started = await Promise.all([walker(), walker(resident), walker(rwa)]);
  roles.forEach((role, index) => walkers.set(role, started[index] as Walker));
});

afterAll(async () => {
  await Promise.all([...walkers.values()].map((w) => w.context.close()));
});

describe('every route at 360×800', () => {
  for (const role of roles) {
    it(`fits the screen and logs no error for ${role}`, async () => {
      const { page, errors } = walkers.get(role) as Walker;
      const problems: string[] = [];
      for (const route of routes) {
        errors.length = 0;
        await page.evaluate(navigateInApp, route);
        await settled(page).catch((error: unknown) => {
          throw new Error(`${route} as ${role} never finished loading`, { cause: error });
        });
        const { overflow, widest, cut } = await page.evaluate(measureFit);
        const at = `${route} (shown ${new URL(page.url()).pathname}) as ${role}`;
        if (overflow > 0) problems.push(`${at}: ${overflow} px too wide; widest ${widest}`);
        for (const box of cut) problems.push(`${at}: cut off: ${box}`);
        for (const error of errors) problems.push(`${at}: console error: ${error}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
