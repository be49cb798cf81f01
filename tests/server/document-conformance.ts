/**
 * Every answer of the server suite, held against the API document (issue 38): `build()` hooks
 * this into each app's `onSend`, so an answer under /api whose status its operation does not
 * declare, or whose JSON body that status's schema refuses, becomes a 500 naming the route, the
 * status and ajv's errors — the test that caused it fails there — and is also kept, so the
 * app's `close()` lists every one. Tests only: the production server never loads this.
 */
import type { Ajv2020 } from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentAjv } from './document-ajv';
import { documentPath, openApiDocument } from '../../contract/openapi';

const DOCUMENT_ID = 'https://gatehouse.invalid/api/openapi.json';

interface Response {
  $ref?: string;
  content?: Record<string, unknown>;
}
type Operation = { responses: Record<string, Response> };
type Paths = Record<string, Record<string, Operation>>;
interface Document {
  paths: Paths;
  components: { responses: Record<string, Response> };
}

/** One document and one ajv per test process: each operation's status compiles once. */
let loaded: { document: Document; ajv: Ajv2020 } | undefined;
const validators = new Map<string, ValidateFunction | null>();

function theDocument() {
  if (loaded) return loaded;
  const document = openApiDocument() as Document;
  const ajv = documentAjv();
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  loaded = { document, ajv };
  return loaded;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The validator of `status`'s JSON body at `path` + `method`, null when it has none. */
function validatorOf(path: string, method: string, response: Response, status: string) {
  const key = `${method} ${path} ${status}`;
  if (validators.has(key)) return validators.get(key) ?? null;
  const { ajv, document } = theDocument();
  // The error answers are references to `#/components/responses/ErrorNNN`.
  const shared = response.$ref?.replace('#/components/responses/', '');
  const at = shared
    ? `#/components/responses/${shared}`
    : `#/${['paths', path, method, 'responses', status].map(escape).join('/')}`;
  const resolved = shared ? document.components.responses[shared] : response;
  const validate = resolved?.content?.['application/json']
    ? (ajv.getSchema(`${DOCUMENT_ID}${at}/content/application~1json/schema`) ?? null)
    : null;
  validators.set(key, validate);
  return validate;
}

function jsonOf(payload: unknown): unknown {
  if (typeof payload === 'string') return JSON.parse(payload);
  if (Buffer.isBuffer(payload)) return JSON.parse(payload.toString('utf8'));
  return undefined; // a stream: never a JSON answer of ours
}

/** What is wrong with this answer by the document, or nothing. */
function mismatchOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/') || request.method === 'HEAD') return null;
  const path = documentPath(route.slice('/api/'.length));
  const method = request.method.toLowerCase();
  const operation = theDocument().document.paths[path]?.[method];
  if (!operation) return null; // a route a test added for itself
  const status = String(reply.statusCode);
  const name = `${request.method} ${route} answered ${status}`;
  const response = operation.responses[status];
  if (!response) return `${name}, a status its operation does not declare`;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json') || payload === null || payload === undefined)
    return null;
  const validate = validatorOf(path, method, response, status);
  if (!validate) return `${name} with a JSON body its document does not declare`;
  let body: unknown;
  try {
    body = jsonOf(payload);
  } catch {
    return `${name} with a body that is not JSON`;
  }
  if (body === undefined || validate(body)) return null;
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return `${name} with a body the document refuses: ${errors.join('; ')}`;
}

/** An `onSend` hook for one app, and the mismatches it has seen so far. */
export function documentConformance() {
  const mismatches: string[] = [];
  const onSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const mismatch = mismatchOf(request, reply, payload);
    if (!mismatch) return Promise.resolve(payload);
    mismatches.push(mismatch);
    void reply.code(500).header('content-type', 'application/json; charset=utf-8');
    return Promise.resolve(JSON.stringify({ detail: `Not as the API document says: ${mismatch}` }));
  };
  return { onSend, mismatches };
}
