/**
 * What the dues e2e and engines files share (issue 33): the months they bill (counted from
 * today in India, never a fixed month), a UPI reference of their own, the server's answers and
 * files read as the RWA would, and a QR read back as a UPI app's camera would.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from 'playwright-core';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { DuesFlat, Invoice } from '../../../contract/dues/billing';
import type { Payment } from '../../../contract/dues/payments';
import { indiaDay } from './bookings';

/** The month after `period` (`YYYY-MM`), or `months` after it (before it, when negative). */
export function monthAfter(period: string, months = 1): string {
  const [year = 0, month = 1] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 7);
}

/** Next month in India: a period the demo seed never bills (it bills this month or the last). */
export const nextMonthInIndia = (): string => monthAfter(indiaDay().slice(0, 7));

/** A 12-digit UPI reference (UTR) of this test's own, from the clock. */
export const utrFromTime = (): string => String(Date.now()).slice(-12);

async function rwaFetch(url: string, path: string, token: string): Promise<Response> {
  const response = await fetch(`${url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  return response;
}

/** What the server answers the RWA at `path` (`dues/defaulters`), as JSON. */
export async function rwaGet<T>(url: string, path: string, token: string): Promise<T> {
  return (await (await rwaFetch(url, path, token)).json()) as T;
}

/** The bytes of a file the server gives the RWA at `path` (`dues/defaulters.csv`). */
export async function rwaFile(url: string, path: string, token: string): Promise<Buffer> {
  return Buffer.from(await (await rwaFetch(url, path, token)).arrayBuffer());
}

/** Sends `body` to `path` as the RWA (`PUT dues/charge-heads/7`); throws unless it is taken. */
export async function rwaSend(
  url: string,
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  body: unknown,
): Promise<void> {
  const response = await fetch(`${url}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** A list of terms (`<dl>`) as it reads: each term with its definition. */
export function termsOf(list: Locator): Promise<[string, string][]> {
  return list.evaluate((dl) =>
    Array.from(dl.querySelectorAll('dt')).map((term): [string, string] => [
      term.textContent ?? '',
      term.nextElementSibling?.textContent ?? '',
    ]),
  );
}

/** Every payment the server holds with this reference, whatever its state (the RWA's view). */
export async function paymentsWithReference(
  url: string,
  rwaToken: string,
  reference: string,
): Promise<Payment[]> {
  const payments = await rwaGet<Payment[]>(url, 'dues/payments', rwaToken);
  return payments.filter((payment) => payment.reference === reference);
}

/** One flat's invoices, newest period first (the RWA's view). */
export function invoicesOf(url: string, rwaToken: string, apartment: string): Promise<Invoice[]> {
  return rwaGet<Invoice[]>(url, `dues/invoices?apartment=${apartment}`, rwaToken);
}

/**
 * Next month, or where an earlier run on this server already billed it for `apartment`, the
 * first month after it that is not: a fresh invoice to pay, whatever the server went through.
 */
export async function unbilledMonth(
  url: string,
  rwaToken: string,
  apartment: string,
): Promise<string> {
  const billed = new Set((await invoicesOf(url, rwaToken, apartment)).map((i) => i.period));
  let period = nextMonthInIndia();
  while (billed.has(period)) period = monthAfter(period);
  return period;
}

/**
 * The flat owes nothing before a test bills it: on a fresh server it never does, but an earlier
 * run on this one may have stopped with a bill open, which a new payment would settle first
 * (oldest first). Whatever is owed is taken at the desk, in cash.
 */
export async function owingNothing(url: string, rwaToken: string, apartment: string) {
  const flats = await rwaGet<DuesFlat[]>(url, 'dues/flats', rwaToken);
  const owed = flats.find((flat) => flat.apartment === apartment)?.balance_paise ?? 0;
  if (owed <= 0) return;
  const response = await fetch(`${url}/api/dues/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${rwaToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      apartment,
      amount_paise: owed,
      paid_on: indiaDay(),
      mode: 'cash',
      reference: '',
      payer_name: 'An earlier test run',
    }),
  });
  if (!response.ok) throw new Error(`Settling ${apartment}: ${response.status}`);
}

/** Publishes `period` for every flat through the API (due on its 10th); answers how many were made. */
export async function publishPeriod(url: string, rwaToken: string, period: string) {
  const response = await fetch(`${url}/api/dues/invoices/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${rwaToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ period, due_date: `${period}-10`, preview: false }),
  });
  if (response.status !== 200) {
    throw new Error(`Publishing ${period}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { invoices: number }).invoices;
}

let zxingReady: Promise<unknown> | undefined;

/** The text of the QR code in a PNG (a `data:` URL, as the page draws it), or undefined. */
export async function readQr(dataUrl: string): Promise<string | undefined> {
  zxingReady ??= (() => {
    // The reader's WebAssembly from node_modules: by default it would be fetched from a CDN.
    const wasm = readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  await zxingReady;
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const [found] = await readBarcodes(new Blob([png], { type: 'image/png' }), {
    formats: ['QRCode'],
    maxNumberOfSymbols: 1,
  });
  return found?.isValid ? found.text : undefined;
}
