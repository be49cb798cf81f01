/**
 * unpack-tar.ts, which fills a first start's data folder from the build's PGlite template:
 * folders and files come out whole (sizes on and off the 512-byte blocks); an entry naming a
 * place outside the folder, an archive cut short and a file that is no archive are refused.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { unpackTarGz } from '../../server/platform/db/unpack-tar';

/** One ustar entry as PGlite's dumpDataDir writes it: a 512-byte header, the data padded. */
function entry(name: string, body?: Buffer): Buffer {
  const header = Buffer.alloc(512);
  const put = (text: string, at: number) => header.write(text, at, 'utf8');
  put(name, 0);
  put(body ? '0000600' : '0000750', 100);
  put((body?.length ?? 0).toString(8).padStart(11, '0'), 124);
  put(body ? '0' : '5', 156);
  put('ustar', 257);
  const padding = body ? Buffer.alloc((512 - (body.length % 512)) % 512) : Buffer.alloc(0);
  return Buffer.concat([header, body ?? Buffer.alloc(0), padding]);
}
const archive = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));

const folders: string[] = [];
async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gatehouse-unpack-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('unpackTarGz', () => {
  it('writes every folder and file whole, whatever their sizes', async () => {
    const dir = await folder();
    const block = Buffer.alloc(512, 'a');
    const odd = Buffer.from('b'.repeat(1000));
    const big = Buffer.alloc(300_000, 'c'); // spans many gunzip chunks
    const file = join(dir, 'template.tar.gz');
    await writeFile(
      file,
      archive(
        entry('/base'),
        entry('/base/1', block),
        entry('/base/2', odd),
        entry('/PG_VERSION', Buffer.from('17\n')),
        entry('/global/empty', Buffer.alloc(0)),
        entry('/pg_wal/000000010000000000000001', big),
      ),
    );
    const db = join(dir, 'db');
    await unpackTarGz(file, db);
    expect((await readdir(db)).sort()).toEqual(['PG_VERSION', 'base', 'global', 'pg_wal']);
    expect(await readFile(join(db, 'base/1'))).toEqual(block);
    expect(await readFile(join(db, 'base/2'))).toEqual(odd);
    expect(await readFile(join(db, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect((await readFile(join(db, 'global/empty'))).length).toBe(0);
    expect(await readFile(join(db, 'pg_wal/000000010000000000000001'))).toEqual(big);
  });

  it('refuses an entry that would land outside the folder', async () => {
    const dir = await folder();
    const file = join(dir, 'evil.tar.gz');
    await writeFile(file, archive(entry('base/../../outside', Buffer.from('x'))));
    await expect(unpackTarGz(file, join(dir, 'db'))).rejects.toThrow(/Unsafe entry/);
    expect(await readdir(dir)).not.toContain('outside');
  });

  it('refuses an archive cut short', async () => {
    const dir = await folder();
    const file = join(dir, 'short.tar.gz');
    const whole = Buffer.concat([entry('/base'), entry('/base/1', Buffer.alloc(5000, 'a'))]);
    await writeFile(file, gzipSync(whole.subarray(0, 2048)));
    await expect(unpackTarGz(file, join(dir, 'db'))).rejects.toThrow(/ends early/);
  });

  it('fails, not hangs, on a file that cannot be read or is not gzip', async () => {
    const dir = await folder();
    await expect(unpackTarGz(join(dir, 'missing.tar.gz'), join(dir, 'db'))).rejects.toThrow(
      /ENOENT/,
    );
    const plain = join(dir, 'plain.tar.gz');
    await writeFile(plain, 'not gzip');
    await expect(unpackTarGz(plain, join(dir, 'db'))).rejects.toThrow(/incorrect header/);
  });
});
