/**
 * Files in S3-compatible object storage (AWS S3, MinIO, Ceph, s3rver in tests): one bucket for
 * public files, another for apartment documents, so several instances share one set of files.
 *
 * Every file is still served through our server, never by a bucket URL or a presigned link:
 * `GET files/<name>` and a document's signed short link read the object here and stream it on.
 * So there is one TTL rule (the document link's own signature, DOCUMENT_LINK_TTL), the same
 * 403/404 answers, headers (nosniff, Content-Disposition, the WebP twin) and access checks as on
 * local disk, and the buckets stay private: no credentials or bucket host ever reach a browser.
 * The price, bytes passing through the server, is small for pictures and PDFs of a few MB.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config/storage';
import { isFileName, kindOfFileName } from './file-store';
import type { FileStore, FileStores } from './file-store';

export function s3FileStores(settings: S3Settings): FileStores {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's newer
    // default (CRC32 trailers on every upload), and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    files: createS3FileStore(client, settings.bucket),
    privateFiles: createS3FileStore(client, settings.privateBucket),
  };
}

/** A missing object: GetObject says NoSuchKey, HeadObject (no body) only 404. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
}

export function createS3FileStore(client: S3Client, bucket: string): FileStore {
  return {
    async put(name, bytes, contentType) {
      if (!isFileName(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
      // S3 makes an object visible only whole, once the PUT succeeds: no temporary name needed.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
        }),
      );
    },

    async get(name) {
      const contentType = isFileName(name) ? kindOfFileName(name) : undefined;
      if (!contentType) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        // In Node the body is the HTTP response itself: streamed on, never held whole.
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return { body: object.Body, size: object.ContentLength ?? 0, contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async has(name) {
      if (!isFileName(name)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(name) {
      if (!isFileName(name)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
      } catch (error) {
        // S3 answers 204 for a missing key; a few compatible servers say 404.
        if (!isMissing(error)) throw error;
      }
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          // Keys we never made (a shared bucket's other tenants) are not ours to report; an
          // object without a date counts as new, so the sweeper never takes it by mistake.
          if (object.Key && isFileName(object.Key)) {
            yield { name: object.Key, lastModified: object.LastModified ?? new Date() };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
