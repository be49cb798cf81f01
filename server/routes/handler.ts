/**
 * What a route handler is: one function per contract endpoint, given parsed input and the
 * caller, returning the endpoint's response (which the register step checks and trims).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Api } from '../../contract/index';
import type {
  BodyOf,
  EndpointDef,
  ParamsOf,
  QueryOf,
  ResponseInputOf,
} from '../../contract/endpoint';
import type { Database, User } from '../db/schema';

export interface HandlerContext<E extends EndpointDef> {
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
}

export type Handler<E extends EndpointDef> = (
  context: HandlerContext<E>,
) => Promise<ResponseInputOf<E>> | ResponseInputOf<E>;

/** Every endpoint of the contract must have a handler: a missing one does not compile. */
export type Handlers = { [K in keyof Api]: Handler<Api[K]> };

/** The handlers one route module provides, e.g. `HandlersFor<'generateOtp' | 'verifyOtp'>`. */
export type HandlersFor<K extends keyof Api> = Pick<Handlers, K>;
