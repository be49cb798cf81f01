/**
 * The registry of queued kinds. A feature (golf cart, lost & found, event registrations) says
 * once how its payload becomes a request; the drainer, in a window or in the service worker,
 * only knows kinds by name. So a kind's module must be worker-safe (no React, no `window`)
 * and imported by the worker too, or the worker leaves that kind's records for the app.
 */
import type { EndpointDef } from '../../contract/platform/endpoint';
import type { OutboxRecord } from './db';

export type MultipartValue = string | number | boolean | null | undefined;

/** What one payload turns into; exactly one of `body` and `multipart` is used. */
export interface OutboxRequestParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body. */
  body?: unknown;
  /** Form fields of a multipart body; the record's attachments are added as files. */
  multipart?: Record<string, MultipartValue>;
}

export interface OutboxKind<P = unknown> {
  kind: string;
  endpoint: EndpointDef;
  /** Bump when the payload shape changes; older records go through `migrate`. */
  schemaVersion?: number;
  migrate?(payload: unknown, fromVersion: number): P;
  toRequest(payload: P): OutboxRequestParts;
  /** True when sending now would be pointless (a ride whose time has passed). */
  isExpired?(payload: P, now: number): boolean;
  /** Records with the same key are sent strictly in order. */
  entityKey?(payload: P): string | undefined;
  /** Shown when the server rejects without a `detail`; defaults to the endpoint's `failure`. */
  failure?: string;
  /** Called after a record of this kind is sent (refresh the collection it changes). */
  onSent?(result: unknown, record: OutboxRecord): void | Promise<void>;
}

const kinds = new Map<string, OutboxKind>();

/**
 * Registers (or, on hot reload, replaces) a kind and returns it, typed, for `enqueue`.
 * Method parameters are bivariant, so a kind of any payload fits the registry.
 */
export function registerOutboxKind<P>(definition: OutboxKind<P>): OutboxKind<P> {
  kinds.set(definition.kind, definition as OutboxKind);
  return definition;
}

export function unregisterOutboxKind(kind: string): void {
  kinds.delete(kind);
}

/** Tests start each case from an empty registry. */
export function resetOutboxKinds(): void {
  kinds.clear();
}

export function getOutboxKind(kind: string): OutboxKind | undefined {
  return kinds.get(kind);
}

export function kindVersion(kind: OutboxKind): number {
  return kind.schemaVersion ?? 1;
}

export function failureMessageOf(kind: OutboxKind): string {
  return kind.failure ?? kind.endpoint.failure;
}
