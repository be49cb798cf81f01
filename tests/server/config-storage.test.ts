/**
 * Where files go is configuration (issue 19): the local disk unless `S3_BUCKET` is set, then the
 * two buckets of the S3 server named, and a half-set or unsafe S3 configuration stops the start
 * with a sentence naming the variable.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/platform/config/config';
import { newFileName } from '../../server/platform/files/file-store';
import { fileStoresFor } from '../../server/platform/files/file-stores';
import { namesIn } from './content-support';
import { startS3 } from './s3-server';
import type { TestS3 } from './s3-server';

let dataDir: string;
let s3: TestS3;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-config-'));
  s3 = await startS3();
});
afterAll(async () => {
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the file store setting', () => {
  it('keeps files on the local disk by default, sweeping hourly with an hour of grace', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.storage).toEqual({
      s3: undefined,
      sweepGraceSeconds: 3_600,
      sweepIntervalSeconds: 3_600,
    });
    const name = newFileName('image/png');
    const stores = await fileStoresFor(config);
    await stores.files.put(name, Buffer.from('png'), 'image/png');
    expect(await namesIn(stores.files)).toEqual([name]);
  });

  it('puts public files and documents in their own buckets when S3_BUCKET is set', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env, FILE_SWEEP_GRACE: '2h' });
    expect(config.storage.sweepGraceSeconds).toBe(7_200);
    const stores = await fileStoresFor(config);
    const [photo, document] = [newFileName('image/jpeg'), newFileName('application/pdf')];
    await stores.files.put(photo, Buffer.from('jpeg'), 'image/jpeg');
    await stores.privateFiles.put(document, Buffer.from('%PDF'), 'application/pdf');
    expect(await namesIn(s3.stores.files)).toEqual([photo]);
    expect(await namesIn(s3.stores.privateFiles)).toEqual([document]);
  });

  it.each([
    [{ S3_BUCKET: 'photos' }, 'S3_PRIVATE_BUCKET: is required when S3_BUCKET is set'],
    [{ S3_BUCKET: 'same', S3_PRIVATE_BUCKET: 'same' }, 'S3_PRIVATE_BUCKET: must differ'],
    [{ S3_BUCKET: 'Bad_Name', S3_PRIVATE_BUCKET: 'docs' }, 'S3_BUCKET: must be an S3 bucket'],
    [{ S3_ACCESS_KEY_ID: 'only-the-id' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT:'],
    [{ FILE_SWEEP_GRACE: 'soon' }, 'FILE_SWEEP_GRACE:'],
  ])('refuses %j, saying what to set', (env, problem) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(problem);
  });
});
