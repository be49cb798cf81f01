/**
 * Shared setup for the content tests (menus, gallery, newsletters, events, updates, files): an
 * app whose uploads go to a temporary data dir the test can look into, signed-in callers, real
 * fixture files (tiny PNG/JPEG drawn by sharp, PDFs from writeTextPdf) and multipart bodies
 * written by hand, byte for byte, as a browser sends them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Config } from '../../server/platform/config/config';
import type { Database } from '../../server/platform/db/schema';
import type { FileStore } from '../../server/platform/files/file-store';
import { writeTextPdf } from '../../server/platform/demo/pdf-writer';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';
import { startS3, testsUseS3 } from './s3-server';

export interface ContentApp extends TestApp {
  dataDir: string;
  /** Tokens: the RWA secretary, Arjun (A101) and Rahul (C303). */
  rwa: string;
  member: string;
  otherMember: string;
}

/**
 * On the local disk of a temporary data dir, or on S3 (a fresh s3rver) when the file tests run
 * again as the `server-files-s3` project: the same tests hold for both stores.
 */
export async function buildContent(config: Partial<Config> = {}): Promise<ContentApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-content-'));
  const s3 = testsUseS3() ? await startS3() : undefined;
  const t = await build({
    config: { dataDir, ...config },
    ...(s3 ? { fileStores: s3.stores } : {}),
  });
  const [rwa, member, otherMember] = [
    await login(t, '9000000001'),
    await login(t, '9000000002', 'A101'),
    await login(t, '9000000004', 'C303'),
  ];
  return {
    ...t,
    dataDir,
    rwa,
    member,
    otherMember,
    async close() {
      await t.close();
      await s3?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Names of the files in a store, sorted. */
export async function namesIn(store: FileStore): Promise<string[]> {
  const names: string[] = [];
  for await (const file of store.list()) names.push(file.name);
  return names.sort();
}

/** Names of the files in the public store (the data dir's files/, or the public bucket). */
export const storedFiles = (t: TestApp): Promise<string[]> => namesIn(t.app.files);

export type ContentTable = 'menus' | 'gallery_images' | 'newsletters' | 'events';

export async function countRows(db: Kysely<Database>, table: ContentTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const png = (width = 4, height = 3): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3a86ff' } })
    .png()
    .toBuffer();

export const jpeg = (width = 6, height = 4): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#ff006e' } })
    .jpeg()
    .toBuffer();

export const pdf = (heading = 'Estate news'): Buffer =>
  Buffer.from(
    writeTextPdf(
      [{ heading, lines: ['Water tank cleaning on Saturday.'] }, { lines: ['Page two.'] }],
      heading,
    ),
  );

/** JPEG magic bytes in front of data that is not a picture. */
export const fakeJpeg = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);

/** A buffer of exactly `size` bytes that starts like a real file of that kind. */
export function padded(head: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  head.copy(bytes, 0, 0, Math.min(head.length, size));
  return bytes;
}

export interface FilePart {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body: text fields first, then files, as FormData writes them. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----gatehouse${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart form as `token` (no token: a stranger). */
export function postForm(
  t: TestApp,
  url: string,
  form: ReturnType<typeof multipart>,
  token?: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
  });
}

export function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

export function del(t: TestApp, url: string, token?: string) {
  return t.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });
}

/** The stored name behind a `files/<name>` URL. */
export const nameOf = (url: string): string => url.replace(/^files\//, '');
