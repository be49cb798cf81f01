/**
 * Where uploaded files live (issue 19), read with the rest of the environment by config.ts: the
 * local disk by default, S3-compatible object storage when `S3_BUCKET` is set; and the sweeper
 * that removes files no row names. Kept apart from config.ts so storage settings grow here.
 */
import { z } from 'zod';
import { duration, flag, optional } from './values';

/** S3 bucket names: 3–63 lowercase letters, digits, dots and hyphens. */
const bucket = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z 0-9 . -)');

export const storageEnv = {
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: optional(z.string()).default('us-east-1'),
  S3_BUCKET: optional(bucket),
  S3_PRIVATE_BUCKET: optional(bucket),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(flag).default(false),
  FILE_SWEEP_GRACE: optional(duration).default(3_600),
  FILE_SWEEP_INTERVAL: optional(duration).default(3_600),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnv>>;

export interface S3Settings {
  /** Unset: AWS itself (the region's endpoint). */
  endpoint: string | undefined;
  region: string;
  /** Pictures, thumbnails, menus, newsletters: served by name through `GET files/<name>`. */
  bucket: string;
  /** Apartment documents, reached only through a signed link; never the public bucket. */
  privateBucket: string;
  /** Unset: the SDK's own chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** MinIO, Ceph and most self-hosted servers want `bucket` in the path, not the host name. */
  forcePathStyle: boolean;
}

export interface StorageConfig {
  /** Set when `S3_BUCKET` is: files go to object storage; unset: `DATA_DIR/files`. */
  s3: S3Settings | undefined;
  /** A stored file no row names is removed once it is this many seconds old. */
  sweepGraceSeconds: number;
  /** How often each instance tries the sweep (once across them); 0: never. */
  sweepIntervalSeconds: number;
}

/** Problems zod cannot see one variable at a time, in config.ts's "NAME: message" form. */
export function storageProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (env.S3_BUCKET && !env.S3_PRIVATE_BUCKET) {
    problems.push('S3_PRIVATE_BUCKET: is required when S3_BUCKET is set (apartment documents)');
  }
  if (env.S3_BUCKET && env.S3_BUCKET === env.S3_PRIVATE_BUCKET) {
    problems.push('S3_PRIVATE_BUCKET: must differ from S3_BUCKET (documents are private)');
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return problems;
}

export function storageConfig(e: StorageEnv): StorageConfig {
  return {
    s3:
      e.S3_BUCKET && e.S3_PRIVATE_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            privateBucket: e.S3_PRIVATE_BUCKET,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    sweepGraceSeconds: e.FILE_SWEEP_GRACE,
    sweepIntervalSeconds: e.FILE_SWEEP_INTERVAL,
  };
}
