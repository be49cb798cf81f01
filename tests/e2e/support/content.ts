/**
 * What the content e2e files (issue 5) share: real files made in the test, cutting the network
 * for the page and its service worker alike, and reading the server's truth through the API.
 */
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { writeTextPdf } from '../../../server/platform/demo/pdf-writer';
import type { RunningServer } from './server';

/** A small real PNG that sharp (and so the server) decodes: a flat colour. */
export async function pngBytes(color = '#2a9d8f', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A real one-page PDF that pdf.js reads, its page 1 headed by `heading`. */
export function pdfBytes(heading: string): Buffer {
  return Buffer.from(
    writeTextPdf([{ heading, lines: ['Made by the content e2e tests.', 'Page one of one.'] }]),
  );
}

/** Once the worker controls the page, the shell is precached and `/api/files/` goes through it. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

const api = '**/api/**';
const refuse = (route: { abort: () => Promise<void> }) => route.abort();

/**
 * No network for the page nor its service worker (DESIGN.md §7): `setOffline` alone leaves the
 * worker online, so its API requests are aborted as well.
 */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(api, refuse);
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unroute(api, refuse);
  await context.setOffline(false);
}

/** A GET of the API as `token` (or nobody), parsed; fails the test on anything but 200. */
export async function apiGet<T>(server: RunningServer, path: string, token?: string): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** A multipart POST as a client that skips the app (as curl would): status and `detail`. */
export async function postForm(
  server: RunningServer,
  path: string,
  token: string,
  form: FormData,
): Promise<{ status: number; detail: string | undefined }> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { detail?: string };
  return { status: response.status, detail: body.detail };
}

/** A file for a multipart form, under any name the test likes (names must not matter). */
export function formFile(bytes: Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
