/**
 * The one HTTP client of the app. Every call goes through a contract endpoint, so the path,
 * the body type, the response schema and the fallback message all come from one place.
 */
import type { z } from 'zod';
import {
  buildPath,
  type BodyInputOf,
  type EndpointDef,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../contract/platform/endpoint';
import { DEVICE_HEADER } from '../../contract/sign-in/device-header';
import { networkError } from '../../contract/platform/network-message';
import { reportApiFailure, reportApiSuccess } from '../offline/connectivity';
import { apiBase } from './api-base';
import { ApiError } from './api-error';
import { endSessionOnThisDevice } from './end-session';
import { getSession } from './session';

type BodyFor<E extends EndpointDef> = E['bodyType'] extends 'multipart'
  ? FormData
  : E['bodyType'] extends 'csv'
    ? string | Blob
    : BodyInputOf<E>;

export type CallOptions<E extends EndpointDef> = {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` so a repeated write is applied once (DESIGN.md §5). */
  idempotencyKey?: string;
  /** The token to send instead of the session's: Logout's, taken before this device forgot it. */
  token?: string;
  /** Sent as `Gatehouse-Device` on sign-in calls: this device's token for that person. */
  deviceToken?: string;
} & (E['params'] extends z.ZodType ? { params: ParamsOf<E> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? { body: BodyFor<E> }
    : E['bodyType'] extends 'multipart' | 'csv'
      ? { body: BodyFor<E> }
      : { body?: undefined });

// The options argument may be left out only when nothing in it is required.
type CallArgs<E extends EndpointDef> =
  Record<string, never> extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

export async function callApi<E extends EndpointDef>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const { payload, status } = await send(endpoint, (options ?? {}) as RawOptions);
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) throw new ApiError(status, endpoint.failure);
  return parsed.data as ResponseOf<E>;
}

export interface RawOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
  token?: string;
  deviceToken?: string;
}

/**
 * A cached collection's GET, answered as raw JSON: the offline engine validates item by item,
 * so one bad item is dropped instead of the whole list (which `callApi` would refuse).
 */
export async function fetchCollectionJson(
  endpoint: EndpointDef,
  options: Pick<RawOptions, 'params' | 'query' | 'signal'> = {},
): Promise<unknown> {
  return (await send(endpoint, options)).payload;
}

async function send(
  endpoint: EndpointDef,
  options: RawOptions,
): Promise<{ payload: unknown; status: number }> {
  const response = await respond(endpoint, options);
  return { payload: await readJson(response), status: response.status };
}

/** A `responseType: 'file'` call (a newsletter PDF, an export): its bytes, to show or to keep. */
export async function fetchFile(
  endpoint: EndpointDef,
  options: Pick<RawOptions, 'params' | 'query' | 'signal'> = {},
): Promise<{ bytes: ArrayBuffer; contentType: string }> {
  const response = await respond(endpoint, options);
  return {
    bytes: await response.arrayBuffer(),
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
  };
}

/** A URL the server gave relative to the API base (`files/…`), as `<img src>` needs it. */
export function apiUrl(path: string): string {
  return /^[a-z]+:|^\//i.test(path) ? path : `${apiBase}${path}`;
}

/** Sends the request and answers the response when it is 2xx; every failure becomes an ApiError. */
async function respond(endpoint: EndpointDef, options: RawOptions): Promise<Response> {
  const { params, query, body, signal, idempotencyKey, deviceToken } = options;
  const token = endpoint.anonymous ? null : (options.token ?? getSession().token);
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  if (deviceToken) headers.set(DEVICE_HEADER, deviceToken);
  const init: RequestInit = { method: endpoint.method, headers, signal };
  if (body !== undefined) init.body = encodeBody(endpoint, body, headers);

  let response: Response;
  try {
    response = await fetch(urlFor(endpoint, params, query), init);
  } catch (error) {
    // An abort is the caller's decision (react-query cancels), not a network failure.
    if (signal?.aborted) throw error;
    // No answer at all: the whole app (banner, outbox) learns we are offline.
    reportApiFailure();
    throw new ApiError(0, networkError);
  }
  // Any HTTP answer, errors included, proves the API is reachable.
  reportApiSuccess();
  if (!response.ok) throw failureOf(endpoint, response.status, await readJson(response), token);
  return response;
}

/**
 * The ApiError of a non-2xx answer. A dead token ends the session on this device, as Logout does
 * (unless the user has signed in again since the call left).
 */
function failureOf(
  endpoint: EndpointDef,
  status: number,
  payload: unknown,
  token: string | null,
): ApiError {
  if (status === 401 && token && getSession().token === token) endSessionOnThisDevice();
  return new ApiError(status, endpoint.failure, detailOf(payload));
}

export interface UploadOptions {
  params?: Record<string, string | number>;
  body: FormData;
  /** Called with 0..1 as the bytes go out (fetch cannot report upload progress; XHR can). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A multipart call with upload progress, answered like `callApi` (parsed by the contract). */
export function uploadWithProgress<E extends EndpointDef>(
  endpoint: E,
  options: UploadOptions,
): Promise<ResponseOf<E>> {
  const token = getSession().token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, urlFor(endpoint, options.params, undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => {
      reportApiFailure();
      reject(new ApiError(0, networkError));
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      reportApiSuccess();
      const payload = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failureOf(endpoint, xhr.status, payload, token));
        return;
      }
      const parsed = endpoint.response.safeParse(payload);
      if (parsed.success) resolve(parsed.data as ResponseOf<E>);
      else reject(new ApiError(xhr.status, endpoint.failure));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
}

function urlFor(
  endpoint: EndpointDef,
  params: Record<string, string | number> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const path = buildPath(endpoint.path, params).replace(/^\/+/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${apiBase}${path}${qs ? `?${qs}` : ''}`;
}

function encodeBody(endpoint: EndpointDef, body: unknown, headers: Headers): BodyInit {
  if (endpoint.bodyType === 'multipart') return body as FormData; // fetch sets the boundary
  if (endpoint.bodyType === 'csv') {
    headers.set('Content-Type', 'text/csv');
    return body as string | Blob;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text().catch(() => ''));
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function detailOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('detail' in payload)) return undefined;
  const { detail } = payload;
  return typeof detail === 'string' && detail.trim() ? detail : undefined;
}
