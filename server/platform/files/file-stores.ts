/**
 * Which stores the app's files go to: S3-compatible object storage when `S3_BUCKET` is set (what
 * several instances need, DESIGN.md §8), else the local disk under `DATA_DIR`.
 */
import type { Config } from '../config/config';
import type { FileStores } from './file-store';
import { localFileStores } from './file-store-local';
import { s3FileStores } from './file-store-s3';

export function fileStoresFor(config: Pick<Config, 'dataDir' | 'storage'>): FileStores {
  return config.storage.s3 ? s3FileStores(config.storage.s3) : localFileStores(config.dataDir);
}
