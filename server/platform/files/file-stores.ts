/**
 * Which stores the app's files go to: S3-compatible object storage when `S3_BUCKET` is set (what
 * several instances need, DESIGN.md §8), else the local disk under `DATA_DIR`.
 */
import type { Config } from '../config/config';
import type { FileStores } from './file-store';
import { localFileStores } from './file-store-local';

/** The AWS SDK is loaded only when the config names a bucket (issue 38: memory). */
export async function fileStoresFor(
  config: Pick<Config, 'dataDir' | 'storage'>,
): Promise<FileStores> {
  if (!config.storage.s3) return localFileStores(config.dataDir);
  const { s3FileStores } = await import('./file-store-s3');
  return s3FileStores(config.storage.s3);
}
