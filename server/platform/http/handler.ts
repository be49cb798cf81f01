/**
 * What a route handler is: one function per contract endpoint, given parsed input and the
 * caller, returning the endpoint's response (which the register step checks and trims).
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Api } from '../../../contract/index';
import type {
  BodyOf,
  EndpointDef,
  ParamsOf,
  QueryOf,
  ResponseInputOf,
} from '../../../contract/platform/endpoint';
import type { FileKind } from '../../../contract/platform/uploads';
import type { Database, User } from '../db/schema';

/** The one file of a multipart call, read whole, within its size cap, of a kind it allows. */
export interface UploadedFile {
  bytes: Buffer;
  /** Judged by the first bytes (and, for images, a decode), never by name or Content-Type. */
  kind: FileKind;
  /** The client's name, for display only: stored files get generated names. */
  name: string;
}

/** What a `responseType: 'file'` handler returns; register.ts sends it with these headers. */
export interface FileReply {
  body: Buffer | Readable;
  contentType: string;
  /** Sent as Content-Disposition filename (and filename* when not ASCII). */
  fileName: string;
  disposition: 'inline' | 'attachment';
  cacheControl?: string;
  /** Request headers the body depends on (a thumbnail's format on Accept). */
  vary?: string;
  /** Bytes of a stream body, for Content-Length (a Buffer's own length is used otherwise). */
  size?: number;
}

export type HandlerContext<E extends EndpointDef> = BaseContext<E> &
  (E extends { upload: { optional: true } }
    ? { file: UploadedFile | null }
    : E extends { upload: { maxFiles: number } }
      ? { files: UploadedFile[] }
      : E extends { upload: object }
        ? { file: UploadedFile }
        : unknown);

interface BaseContext<E extends EndpointDef> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** Public endpoints get the caller when a valid token came along, else null. */
  user: E['access'] extends 'public' ? User | null : User;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
  /**
   * Runs `work` in one database transaction. For a call with an `Idempotency-Key`, the response
   * is stored in that same transaction, so `work` must return the endpoint's response: the
   * handler returns what this returns. Queries inside must use `tx`, never `app.db` (PGlite
   * has one connection, and the transaction holds it).
   */
  transaction<T>(work: (tx: Kysely<Database>) => Promise<T>): Promise<T>;
  /**
   * Says what an audited admin act did, better than the defaults (the path's id, the body's
   * plain fields). Call it before the `transaction` whose commit records the act ends.
   */
  audit(note: AuditNote): void;
}

export interface AuditNote {
  targetId?: string;
  summary?: string;
}

type ResultOf<E extends EndpointDef> = E extends { responseType: 'file' }
  ? FileReply
  : ResponseInputOf<E>;

export type Handler<E extends EndpointDef> = (
  context: HandlerContext<E>,
) => Promise<ResultOf<E>> | ResultOf<E>;

/** Every endpoint of the contract must have a handler: a missing one does not compile. */
export type Handlers = { [K in keyof Api]: Handler<Api[K]> };

/** The handlers one route module provides, e.g. `HandlersFor<'generateOtp' | 'verifyOtp'>`. */
export type HandlersFor<K extends keyof Api> = Pick<Handlers, K>;
