/**
 * The API document (GET /api/openapi.json, contract/openapi.ts) stays true to the server: every
 * route under /api is in it and nothing else, each call's access rule is the contract's, and
 * requests the document calls valid are taken by the server, answered with a status the
 * document declares and a body its schema allows.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { api } from '../../contract/index';
import type { EndpointName } from '../../contract/index';
import { documentAjv } from './document-ajv';
import { documentPath } from '../../contract/openapi';
import { API_DOCS_ROUTES } from '../../server/platform/http/api-docs-page';
import { CONTENT_SECURITY_POLICY } from '../../server/platform/http/security-headers';
import { multipart } from './content-support';
import { START, addUser, bearer, build, tokenFor } from './helper';
import type { TestApp } from './helper';

interface SchemaObject {
  type?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  contentMediaType?: string;
}
interface MediaType {
  schema: SchemaObject;
  encoding?: Record<string, { contentType: string }>;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
}
interface Operation {
  operationId: string;
  'x-access': string;
  security: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface ApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

/** `value`, or a failure naming what was missing. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The document has no ${what}`);
  return value;
}

const DOCUMENT_ID = 'https://gatehouse.invalid/api/openapi.json';

let t: TestApp;
let document: ApiDocument;
const routes: string[] = [];
const tokens: Record<'member' | 'rwa' | 'guard', string> = { member: '', rwa: '', guard: '' };
const ajv = documentAjv();

beforeAll(async () => {
  t = await build({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
    },
  });
  await addUser(t, { phone: '9100000001', apartment: 'A101' });
  await addUser(t, { phone: '9100000002', apartment: 'OFFICE', role: 'rwa' });
  await addUser(t, { phone: '9100000003', apartment: 'GATE', role: 'guard' });
  tokens.member = await tokenFor(t, '9100000001');
  tokens.rwa = await tokenFor(t, '9100000002');
  tokens.guard = await tokenFor(t, '9100000003');
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  document = response.json<ApiDocument>();
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
});
afterAll(() => t.close());

/** The operation the document gives `name`'s endpoint. */
function operationOf(name: EndpointName): Operation {
  const endpoint = api[name];
  const operation = document.paths[documentPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
  return present(operation, name);
}

function mediaOf(name: EndpointName, type: string): MediaType {
  return present(operationOf(name).requestBody?.content[type], `${type} body of ${name}`);
}

/** A JSON pointer into the document, for ajv to validate against (references resolve there). */
function pointer(...segments: (string | number)[]): string {
  const escaped = segments.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1'));
  return `${DOCUMENT_ID}#/${escaped.join('/')}`;
}

function check(schemaAt: string, value: unknown): string[] {
  const validate = ajv.getSchema(schemaAt);
  if (!validate) throw new Error(`No schema at ${schemaAt}`);
  return validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('the document', () => {
  it('is OpenAPI 3.1 of this version, served to anyone with our security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(packageJson.version);
    expect(document.components.securitySchemes.bearer).toMatchObject({ scheme: 'bearer' });
  });

  it('has every route the server serves under /api, with its method, and nothing else', () => {
    // The document's own page for people (/api/docs) is not a call.
    const isCall = (url: string) => url.startsWith('/api/') && !API_DOCS_ROUTES.includes(url);
    const served = routes
      .filter((route) => isCall(route.split(' ')[1] ?? '') && !route.startsWith('HEAD '))
      .map((route) => route.replace(/:([A-Za-z_]+)/g, '{$1}'));
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} /api${path}`),
    );
    expect(served.length).toBeGreaterThan(100);
    expect([...documented].sort()).toEqual([...new Set(served)].sort());
  });

  it('gives each call the contract’s access rule, token and Idempotency-Key', () => {
    for (const name of Object.keys(api) as EndpointName[]) {
      const endpoint = api[name];
      const operation = operationOf(name);
      expect(operation['x-access'], name).toBe(endpoint.access);
      expect(operation.operationId, name).toBe(name);
      expect(operation.security, name).toEqual(
        endpoint.access === 'public' ? [] : [{ bearer: [] }],
      );
      const headers = (operation.parameters ?? []).filter((p) => p.in === 'header');
      const idempotent = 'idempotent' in endpoint && endpoint.idempotent === true;
      expect(
        headers.map((p) => p.name),
        name,
      ).toEqual(idempotent ? ['Idempotency-Key'] : []);
      if (endpoint.access !== 'public')
        expect(Object.keys(operation.responses), name).toContain('401');
    }
  });

  it('describes a JSON field of a form as JSON of its schema, and the upload by its rule', () => {
    const form = mediaOf('reportTicket', 'multipart/form-data');
    expect(form.schema.properties?.ticket).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'object', required: expect.arrayContaining(['title']) },
    });
    expect(form.schema.properties?.photo?.description).toMatch(/image\/jpeg or image\/png.*5 MB/);
    expect(form.schema.required ?? []).not.toContain('photo');
    expect(form.encoding?.photo?.contentType).toBe('image/jpeg, image/png');
  });

  it('states a rule JSON Schema cannot, and a file answer as bytes', () => {
    expect(mediaOf('createTender', 'application/json').schema.description).toMatch(/return date/i);
    const file = operationOf('getFile').responses['200']?.content?.['*/*']?.schema;
    expect(file).toEqual({ type: 'string', format: 'binary' });
  });
});

interface Sample {
  name: EndpointName;
  as: keyof typeof tokens | null;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A form's JSON fields, sent as their JSON text. */
  form?: Record<string, unknown>;
}

const day = (offset: number) => new Date(START.getTime() + offset * 86_400_000);
const date = (offset: number) => day(offset).toISOString().slice(0, 10);

/** The least each body needs, written from its schema in the document. */
const samples: Sample[] = [
  {
    name: 'sendContactMessage',
    as: null,
    body: { name: 'Asha', email: 'asha@example.com', message: 'Is the pool open on Sunday?' },
  },
  {
    name: 'createTender',
    as: 'rwa',
    body: {
      name: 'Lift servicing',
      description: 'Annual servicing of both lifts',
      collectionDate: date(5),
      returnDate: date(12),
      cost: { amount: 25000, gstPercentage: 18 },
      location: 'Estate office',
      contact: 'Secretary',
    },
  },
  {
    name: 'createUpdate',
    as: 'rwa',
    body: { title: 'Water off', content: 'No water from 10 to 12.', category: 'Maintenance' },
  },
  { name: 'createHelpdeskCategory', as: 'rwa', body: { name: 'Lifts', sla_hours: 24 } },
  { name: 'registerVehicle', as: 'member', body: { plate: 'KA01AB1234', kind: 'car' } },
  {
    name: 'createPass',
    as: 'member',
    body: {
      kind: 'guest',
      name: 'Ravi',
      valid_from: day(0).toISOString(),
      valid_until: new Date(day(0).getTime() + 3_600_000).toISOString(),
    },
  },
  { name: 'listTickets', as: 'member', query: {} },
  {
    name: 'reportTicket',
    as: 'member',
    form: { ticket: { category_id: '1', title: 'Leaking tap', description: 'Kitchen tap drips.' } },
  },
  { name: 'getGateSettings', as: 'rwa' },
];

describe('requests the document calls valid', () => {
  it.each(samples)(
    '$name is taken, with a status and body the document declares',
    async (sample) => {
      const endpoint = api[sample.name];
      const operation = operationOf(sample.name);
      const path = documentPath(endpoint.path);
      const method = endpoint.method.toLowerCase();
      const at = (...rest: (string | number)[]) => pointer('paths', path, method, ...rest);

      // The document calls the sample valid...
      if (sample.body !== undefined) {
        expect(
          check(at('requestBody', 'content', 'application/json', 'schema'), sample.body),
        ).toEqual([]);
      }
      let request: { payload?: Buffer | string; headers: Record<string, string> } = { headers: {} };
      if (sample.form) {
        const { schema } = mediaOf(sample.name, 'multipart/form-data');
        const fields = Object.fromEntries(
          Object.entries(sample.form).map(([field, value]) => [field, JSON.stringify(value)]),
        );
        expect(
          check(at('requestBody', 'content', 'multipart/form-data', 'schema'), fields),
        ).toEqual([]);
        for (const [field, value] of Object.entries(sample.form)) {
          expect(schema.properties?.[field]?.contentMediaType).toBe('application/json');
          const contents = [
            'requestBody',
            'content',
            'multipart/form-data',
            'schema',
            'properties',
            field,
            'contentSchema',
          ];
          expect(check(at(...contents), value)).toEqual([]);
        }
        request = multipart(fields);
      } else if (sample.body !== undefined) {
        request = {
          payload: JSON.stringify(sample.body),
          headers: { 'content-type': 'application/json' },
        };
      }
      for (const parameter of operation.parameters ?? []) {
        const given = parameter.in === 'query' ? sample.query : sample.params;
        if (parameter.required) expect(given?.[parameter.name], parameter.name).toBeDefined();
      }

      // ...and the server takes it, answering as the document says.
      const query = new URLSearchParams(sample.query ?? {}).toString();
      const url = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => sample.params?.[name] ?? '')}`;
      const response = await t.app.inject({
        method: endpoint.method,
        url: query ? `${url}?${query}` : url,
        headers: { ...request.headers, ...(sample.as ? bearer(tokens[sample.as]) : {}) },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      const status = String(response.statusCode);
      expect(Object.keys(operation.responses)).toContain(status);
      expect(
        check(at('responses', status, 'content', 'application/json', 'schema'), response.json()),
      ).toEqual([]);
    },
  );
});
