/**
 * What every FileStore promises (server/platform/files/file-store.ts), held by the local disk and by
 * S3 (s3rver) alike: a file put is read back whole as a stream with its size and type, `has`
 * and `delete` see it, `list` names it with its time, a missing file is simply absent, and a name
 * the store did not make is refused, so no path or key escapes the place.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileName } from '../../server/platform/files/file-store';
import type { FileStore } from '../../server/platform/files/file-store';
import { createLocalFileStore } from '../../server/platform/files/file-store-local';
import { startS3 } from './s3-server';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function listed(store: FileStore): Promise<Map<string, Date>> {
  const names = new Map<string, Date>();
  for await (const file of store.list()) names.set(file.name, file.lastModified);
  return names;
}

const kinds = {
  local: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gatehouse-store-'));
    return {
      store: createLocalFileStore(join(dir, 'files')),
      stop: () => rm(dir, { recursive: true }),
    };
  },
  s3: async () => {
    const s3 = await startS3();
    return { store: s3.stores.files, stop: s3.stop };
  },
};

describe.each(Object.entries(kinds))('the %s store', (_kind, open) => {
  let store: FileStore;
  let stop: () => Promise<unknown>;
  beforeAll(async () => {
    ({ store, stop } = await open());
  });
  afterAll(() => stop());

  it('gives back what was put, streamed, with its size and type', async () => {
    const name = newFileName('application/pdf');
    const bytes = Buffer.from(`%PDF-1.7 ${'x'.repeat(200_000)}`);
    await store.put(name, bytes, 'application/pdf');
    const stored = await store.get(name);
    expect(stored?.size).toBe(bytes.length);
    expect(stored?.contentType).toBe('application/pdf');
    expect((await bytesOf(stored?.body as Readable)).equals(bytes)).toBe(true);
  });

  it('says whether a file is there, and forgets it once deleted', async () => {
    const name = newFileName('image/png');
    expect(await store.has(name)).toBe(false);
    await store.put(name, Buffer.from('png bytes'), 'image/png');
    expect(await store.has(name)).toBe(true);
    await store.delete(name);
    expect(await store.has(name)).toBe(false);
    expect(await store.get(name)).toBeUndefined();
  });

  it('treats a missing file as absent, and deleting it as done', async () => {
    const name = newFileName('image/jpeg');
    expect(await store.get(name)).toBeUndefined();
    await expect(store.delete(name)).resolves.toBeUndefined();
  });

  it('lists every stored file with the time it was written, and no deleted one', async () => {
    const [kept, gone] = [newFileName('image/jpeg'), newFileName('image/jpeg')];
    const before = Date.now() - 5_000;
    await store.put(kept, Buffer.from('kept'), 'image/jpeg');
    await store.put(gone, Buffer.from('gone'), 'image/jpeg');
    await store.delete(gone);
    const names = await listed(store);
    expect(names.has(kept)).toBe(true);
    expect(names.has(gone)).toBe(false);
    const written = names.get(kept)?.getTime() ?? 0;
    expect(written).toBeGreaterThan(before);
    expect(written).toBeLessThan(Date.now() + 5_000);
  });

  it('refuses names it did not make: no path or other key gets through', async () => {
    for (const name of ['../secret.pdf', 'a/b.jpg', 'short.jpg', `${'a'.repeat(20)}.exe`]) {
      await expect(store.put(name, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
        /Not a stored file name/,
      );
      expect(await store.get(name)).toBeUndefined();
      expect(await store.has(name)).toBe(false);
      await store.delete(name);
    }
  });
});

describe('the local store after a crash mid-write', () => {
  it('lists the leftover `.part` (for the sweeper) and removes it on request', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gatehouse-store-'));
    const store = createLocalFileStore(dir);
    const partial = `${newFileName('image/jpeg')}.0123456789ab.part`;
    await writeFile(join(dir, partial), 'half a photo');
    expect([...(await listed(store)).keys()]).toEqual([partial]);
    expect(await store.get(partial)).toBeUndefined();
    await store.delete(partial);
    expect((await listed(store)).size).toBe(0);
    await rm(dir, { recursive: true });
  });
});
