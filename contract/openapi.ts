/**
 * The API as an OpenAPI 3.1 document, made from the contract itself (issue 38), so what
 * integrators read is what the server checks: every endpoint's path, parameters, body (JSON, a
 * CSV file, or a form with its JSON fields and its upload), success and error statuses, the
 * `Idempotency-Key` header where it applies, and who may call it (`x-access`). Schemas come from
 * zod 4's own JSON Schema output: inputs as the caller sends them, responses as the server sends
 * them. Served by the server at `GET /api/openapi.json` (platform/health.ts).
 */
import packageJson from '../package.json';
import { api } from './index';
import type { EndpointName } from './index';
import {
  binary,
  jsonSchemaOf,
  parametersOf,
  requestBodyOf,
  type JsonSchema,
} from './openapi-schemas';
import type { EndpointDef } from './platform/endpoint';
import { ALSO_ANSWERS, REFUSED_WHEN } from './openapi-refusals';

/** Calls that count toward a rate limit of their own (sign-in codes, gate and parcel codes…). */
const RATE_LIMITED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'generateOtp',
  'verifyOtp',
  'rwaGenerateOtp',
  'rwaVerifyOtp',
  'gateGenerateOtp',
  'gateVerifyOtp',
  'checkIn',
  'collectParcel',
  'sendContactMessage',
  'askAssistant',
]);

/** Probes that answer 503 while the database does not answer or the server is stopping. */
const PROBES: ReadonlySet<EndpointName> = new Set<EndpointName>(['health', 'readyz']);

/** The error answers, each the one `{ detail }` body with a sentence a person can act on. */
const ERRORS = {
  400: 'The request is not valid (a field, the path, the query, or the Idempotency-Key); `detail` says which and why. Nothing changed.',
  401: 'No token, or a token that is no longer valid: sign in again.',
  403: 'The caller is signed in but may not make this call, or not on this record.',
  404: 'What the path or the body names does not exist (or is not the caller’s to see).',
  409: 'The call conflicts with the record’s current state, or the same Idempotency-Key is still being handled (retry after `Retry-After`).',
  413: 'The body or the file is larger than the limit.',
  415: 'The body is not of the type this call takes.',
  422: 'The Idempotency-Key was already used with another body, or a rule of the call refuses what is asked (dates that cannot be allowed, a wrong collection code, a flat that does not exist).',
  429: 'Too many calls of this kind: wait as `Retry-After` says.',
  500: 'The server failed; `detail` quotes the request id to report.',
  502: 'The SMS gateway did not take the code; that code is void, so ask for a new one.',
  503: 'The server is not ready (the database does not answer, or it is stopping).',
} as const;
export type ErrorStatus = keyof typeof ERRORS;

/** `checkAvailability` → "Check availability". */
function inWords(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `events/:id/register` → `/events/{id}/register` (trailing slashes kept, as SPEC.md has them). */
export function documentPath(path: string): string {
  return `/${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
}

function successOf(endpoint: EndpointDef, defs: JsonSchema, prefix: string): JsonSchema {
  const content =
    endpoint.responseType === 'file'
      ? { '*/*': { schema: binary } }
      : { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output', defs, prefix) } };
  if (endpoint.created === 'always') return { 201: { description: 'Created', content } };
  const ok = { 200: { description: 'OK', content } };
  if (endpoint.created === 'when-new') {
    return {
      ...ok,
      201: { description: 'Created (200 answers with the record that already was)', content },
    };
  }
  return ok;
}

/** The error statuses a call can answer, as the server's shared steps give them. */
function errorStatusesOf(name: EndpointName, endpoint: EndpointDef): ErrorStatus[] {
  const takesInput = !!(endpoint.params || endpoint.query || endpoint.body || endpoint.bodyType);
  const hasBody = !!(endpoint.body || endpoint.bodyType);
  const signedIn = endpoint.access !== 'public';
  const also = new Set(ALSO_ANSWERS[name] ?? []);
  const statuses: [ErrorStatus, boolean][] = [
    [400, takesInput || !!endpoint.idempotent || also.has(400)],
    [401, signedIn || also.has(401)],
    [403, signedIn || also.has(403)],
    // A path's record, or one a body or query names (a category, an invoice), or the caller's own.
    [404, takesInput || signedIn || also.has(404)],
    [409, endpoint.method !== 'GET' || also.has(409)],
    [413, hasBody],
    [415, hasBody],
    [422, !!endpoint.idempotent || also.has(422)],
    [429, RATE_LIMITED.has(name) || !!endpoint.upload],
    [500, true],
    [502, also.has(502)],
    [503, PROBES.has(name)],
  ];
  return statuses.filter(([, applies]) => applies).map(([status]) => status);
}

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A UUID naming this one change: a retry with the same key and body gets the first answer again (with `Idempotent-Replayed: true`) and changes nothing more.',
  schema: { type: 'string', format: 'uuid' },
};

function operationOf(name: EndpointName, endpoint: EndpointDef, defs: JsonSchema): JsonSchema {
  const prefix = name;
  const inPath = endpoint.params
    ? parametersOf(jsonSchemaOf(endpoint.params, 'input', defs, `${prefix}_path`), 'path')
    : [];
  // Every `{name}` of a path must be declared, even one its schema does not name.
  const named = new Set(inPath.map((parameter) => parameter.name));
  const unnamed = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)]
    .map(([, name = '']) => name)
    .filter((name) => !named.has(name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const parameters = [
    ...inPath,
    ...unnamed,
    ...(endpoint.query
      ? parametersOf(jsonSchemaOf(endpoint.query, 'input', defs, `${prefix}_query`), 'query')
      : []),
    ...(endpoint.idempotent ? [idempotencyKey] : []),
  ];
  const requestBody = requestBodyOf(endpoint, defs, `${prefix}_body`);
  const errors = Object.fromEntries(
    errorStatusesOf(name, endpoint).map((status) => [
      status,
      { $ref: `#/components/responses/Error${status}` },
    ]),
  );
  return {
    operationId: name,
    summary: inWords(name),
    ...(REFUSED_WHEN[name]
      ? { description: `Also refused with 400 when: ${REFUSED_WHEN[name].join(' | ')}` }
      : {}),
    tags: [endpoint.path.split('/')[0]],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successOf(endpoint, defs, `${prefix}_response`), ...errors },
    security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
    'x-access': endpoint.access,
    ...(endpoint.idempotent ? { 'x-idempotent': true } : {}),
  };
}

function errorResponses(): JsonSchema {
  return Object.fromEntries(
    Object.entries(ERRORS).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/** The whole document; made from the contract on each call, so callers keep the one they made. */
export function openApiDocument(): object {
  const defs: JsonSchema = {};
  const paths: Record<string, JsonSchema> = {};
  for (const name of Object.keys(api) as EndpointName[]) {
    const endpoint: EndpointDef = api[name];
    const path = documentPath(endpoint.path);
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: operationOf(name, endpoint, defs),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gatehouse API',
      version: packageJson.version,
      description: packageJson.description,
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['detail'],
          properties: {
            detail: { type: 'string', description: 'What went wrong, in a sentence.' },
          },
        },
        ...defs,
      },
      responses: errorResponses(),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token a sign-in (auth/verify-otp, rwa/…, gate/…) answers with.',
        },
      },
    },
  };
}
