/**
 * The drainer's only door to the network. Injected, so tests (and the chaos test) drive every
 * outcome with a fake, while the app and the worker use the thin fetch wrapper.
 */
import type { Method } from '../../contract/platform/endpoint';

export interface TransportRequest {
  method: Method;
  /** Relative to the API base, with path parameters and query already filled in. */
  path: string;
  /** Includes `Idempotency-Key` (the record id) and `Authorization`. */
  headers: Record<string, string>;
  body?: string | FormData;
}

export interface TransportResponse {
  status: number;
  headers: { get(name: string): string | null };
  /** Parsed JSON, or undefined when the body was empty or not JSON. */
  body: unknown;
}

/** Resolves for every HTTP answer (errors included); rejects only when no answer came. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
