/**
 * A real S3-compatible server for the server tests: s3rver (from npm) on a free port with its
 * own temporary folder and the two buckets, as an operator's MinIO or AWS would be. One per test
 * file: it starts in a few milliseconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/platform/config/storage';
import type { FileStores } from '../../server/platform/files/file-store';
import { s3FileStores } from '../../server/platform/files/file-store-s3';

export interface TestS3 {
  settings: S3Settings;
  stores: FileStores;
  /** The same, as the server process reads it from its environment. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's built-in account. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'gatehouse-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: 'gatehouse-public' }, { name: 'gatehouse-private' }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'gatehouse-public',
    privateBucket: 'gatehouse-private',
    credentials,
    forcePathStyle: true,
  };
  return {
    settings,
    stores: s3FileStores(settings),
    env: {
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_BUCKET: settings.bucket,
      S3_PRIVATE_BUCKET: settings.privateBucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Which store the file tests run on: the `server-files-s3` project sets S3 (vitest.config.ts). */
export const testsUseS3 = (): boolean => process.env.GATEHOUSE_TEST_FILES === 's3';
