/**
 * The shape of one REST call. Every call of SPEC.md §7 is declared once with `defineEndpoint`;
 * the client calls through it and the server registers and authorizes routes from it.
 * `access` is required by the type, so an endpoint without an access rule does not compile.
 */
import type { z } from 'zod';
import type { AuditAction } from './audit-actions';

export type Access = 'public' | 'member' | 'rwa' | 'guard' | 'signed_in';

/** The roles an account can hold (users.role). */
export type AccountRole = 'member' | 'rwa' | 'guard';

/**
 * Who may call an endpoint of each rule: `member` is the residents' app (the RWA uses it too),
 * `rwa` the admin area, `guard` the gate desk — and a guard's token reaches nothing else.
 * `signed_in` is a call every role makes and the handler narrows by role (`GET visitors/passes`:
 * a member sees their apartment's passes, a guard today's expected list, the RWA all).
 */
export const rolesAllowed: Record<Exclude<Access, 'public'>, readonly AccountRole[]> = {
  member: ['member', 'rwa'],
  rwa: ['rwa'],
  guard: ['guard'],
  signed_in: ['member', 'rwa', 'guard'],
};
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: Method;
  /** Relative to the API base (`/api/`), with `:name` path parameters, exactly as SPEC.md §7. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body schema; for `bodyType: 'csv' | 'multipart'` the route parses the body itself. */
  body?: z.ZodType;
  bodyType?: 'json' | 'csv' | 'multipart';
  /**
   * The one file a multipart call carries: its field, which rule of contract/platform/uploads.ts it
   * follows, and what to say when it is missing or of another kind. `body` then checks the
   * multipart text fields.
   */
  upload?: {
    field: string;
    rule: 'image' | 'pdf';
    missing: string;
    wrongType: string;
    /** The file may be left out (a lost-item photo); the handler then gets `file: null`. */
    optional?: boolean;
    /** Several files in the one field (the assistant's PDFs): the handler gets `files`. */
    maxFiles?: number;
  };
  /** `file`: the handler answers with a `FileReply` (bytes and headers), not JSON. */
  responseType?: 'json' | 'file';
  /**
   * The call adds a record and answers 201 (the handler sets it): `'always'`, or `'when-new'`
   * when it answers 200 with the record that already was (an open SOS, a seat already held).
   * Left out: 200. The API document (contract/openapi.ts) states it.
   */
  created?: 'always' | 'when-new';
  response: z.ZodType;
  /** Never sent with a token: on a login call a stale token must not turn a wrong OTP into a sign-out. */
  anonymous?: boolean;
  /** Writes sent through the outbox carry an `Idempotency-Key` header. */
  idempotent?: boolean;
  /** The message shown when the server gives no `detail` (SPEC.md §8). */
  failure: string;
  /**
   * An admin act: when an RWA admin makes this call, an `audit_events` row is written in the
   * change's own transaction. Every write with `access: 'rwa'` must have one (a test walks it).
   */
  audit?: { action: AuditAction; target: string };
}

export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

export type ParamsOf<E extends EndpointDef> = InferOr<E['params'], Record<string, never>>;
export type QueryOf<E extends EndpointDef> = InferOr<E['query'], Record<string, never>>;
export type BodyOf<E extends EndpointDef> = InferOr<E['body'], undefined>;
export type BodyInputOf<E extends EndpointDef> = InputOr<E['body'], undefined>;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;
export type ResponseInputOf<E extends EndpointDef> = z.input<E['response']>;

/** Fills `:name` segments of an endpoint path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Every error body of the API (DESIGN.md §6). */
export interface ErrorBody {
  detail: string;
}
