/**
 * Requests built from the API document alone are not refused for a reason it does not state
 * (issue 38). For every endpoint with a JSON body, a form or a query, fast-check draws samples
 * from the document's JSON Schema (json-schema-arbitrary.ts); those ajv calls valid must pass the
 * contract's own zod schema — the one the server validates with — or be refused only with a
 * sentence the document writes in that schema's descriptions (the rules JSON Schema cannot
 * say). A few are sent to the server too, as a caller of the endpoint's role: no 400 whose
 * detail the document does not state, and no 500. Each answer is also held to the document by
 * build()'s own check (document-conformance.ts).
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/index';
import type { EndpointName } from '../../contract/index';
import type { EndpointDef } from '../../contract/platform/endpoint';
import { documentAjv } from './document-ajv';
import { documentPath, openApiDocument } from '../../contract/openapi';
import { multipart, pdf, png } from './content-support';
import { addUser, bearer, build, tokenFor } from './helper';
import type { TestApp } from './helper';
import { arbitraryOf, resolved } from './json-schema-arbitrary';
import type { Definitions, Schema } from './json-schema-arbitrary';

const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
/** Samples drawn per endpoint, and how many of the valid ones are sent to the server. */
const DRAWN = 20;
const SENT = 3;

interface Parameter {
  name: string;
  description?: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}
interface Operation {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Definitions };
}

const DOCUMENT_ID = 'https://gatehouse.invalid/api/openapi.json';
const document = openApiDocument() as ApiDocument;
const definitions = document.components.schemas;
const ajv = documentAjv();
ajv.addSchema({ ...document, $id: DOCUMENT_ID });

/** A schema of its own, compiled against the document (its references point into it). */
function compiled(schema: Schema) {
  const text = JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`);
  return ajv.compile(JSON.parse(text) as object);
}

/** The parameters `in` one place as one object schema, as the server reads them. */
function parametersAsObject(parameters: Parameter[], where: 'path' | 'query'): Schema {
  const mine = parameters.filter((parameter) => parameter.in === where);
  const said = [...new Set(mine.map((parameter) => parameter.description).filter(Boolean))];
  return {
    type: 'object',
    ...(said.length > 0 ? { description: said.join(' ') } : {}),
    properties: Object.fromEntries(mine.map((parameter) => [parameter.name, parameter.schema])),
    required: mine.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** Every description under `schema`, through references and a form's JSON fields. */
function descriptionsIn(schema: unknown, seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const here = schema as Schema & Record<string, unknown>;
  const own = typeof here.description === 'string' ? [here.description] : [];
  const target = here.$ref ? [resolved(here, definitions)] : [];
  return [...own, ...[...Object.values(here), ...target].flatMap((v) => descriptionsIn(v, seen))];
}

/** What the server sees of a query: text, one value per name. */
const asQuery = (sample: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(sample).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );

interface Input {
  part: 'body' | 'form' | 'query';
  schema: Schema;
  zod: z.ZodType;
}

/** What a caller sends beside the path: a JSON body, a form's text fields, or a query. */
function inputsOf(endpoint: EndpointDef, operation: Operation): Input[] {
  const inputs: Input[] = [];
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  if (json && endpoint.body) inputs.push({ part: 'body', schema: json, zod: endpoint.body });
  const form = content['multipart/form-data']?.schema;
  if (form && endpoint.body) {
    // The upload is a file part, not a text field: the fixture below carries it.
    const upload = endpoint.upload?.field;
    const properties = { ...form.properties };
    if (upload) delete properties[upload];
    const required = (form.required ?? []).filter((name) => name !== upload);
    inputs.push({ part: 'form', schema: { ...form, properties, required }, zod: endpoint.body });
  }
  const query = parametersAsObject(operation.parameters ?? [], 'query');
  if (endpoint.query && Object.keys(query.properties ?? {}).length > 0) {
    inputs.push({ part: 'query', schema: query, zod: endpoint.query });
  }
  return inputs;
}

/** The samples of `schema` ajv calls valid (the arbitrary is close, ajv is exact). */
function validSamples(schema: Schema, label: string): unknown[] {
  const validate = compiled(schema);
  const seed = SEED + [...label].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return fc
    .sample(arbitraryOf(schema, definitions), { numRuns: DRAWN, seed })
    .filter((sample) => validate(sample));
}

let t: TestApp;
let fixtures: { image: Buffer; pdf: Buffer };

beforeAll(async () => {
  t = await build({
    config: {
      otpLimits: {
        cooldownSeconds: 0,
        maxPerPhonePerHour: 1e6,
        maxPerIpPerHour: 1e6,
        lockAfterFailures: 1e6,
        maxFailuresPerIpPerHour: 1e6,
      },
    },
  });
  await addUser(t, { phone: '9100000011', apartment: 'A111' });
  await addUser(t, { phone: '9100000012', apartment: 'OFFICE', role: 'rwa' });
  await addUser(t, { phone: '9100000013', apartment: 'GATE', role: 'guard' });
  fixtures = { image: await png(), pdf: pdf() };
});
afterAll(() => t.close());

/** Who calls each access rule's endpoints (a fresh session each, as a call may end its own). */
const CALLERS = {
  member: '9100000011',
  signed_in: '9100000011',
  rwa: '9100000012',
  guard: '9100000013',
} as const;

const endpoints = (Object.keys(api) as EndpointName[]).map((name) => {
  const endpoint: EndpointDef = api[name];
  const operation = document.paths[documentPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`The document has no ${name}`);
  return { name, endpoint, operation, inputs: inputsOf(endpoint, operation) };
});
const sampled = endpoints.filter(({ inputs }) => inputs.length > 0);

describe('samples of the document', () => {
  it('reach most endpoints', () => {
    expect(sampled.length).toBeGreaterThan(60);
  });

  it.each(sampled)(
    '$name: the contract refuses none but for a reason the document states',
    ({ name, inputs, operation }) => {
      const unstated: string[] = [];
      for (const input of inputs) {
        const stated = [...descriptionsIn(input.schema), operation.description ?? ''];
        const samples = validSamples(input.schema, `${name} ${input.part}`);
        expect(samples.length, `${name} ${input.part}: no valid sample`).toBeGreaterThan(0);
        for (const sample of samples) {
          const value = input.part === 'query' ? asQuery(sample as object) : sample;
          const parsed = input.zod.safeParse(value);
          if (parsed.success) continue;
          for (const issue of parsed.error.issues) {
            if (stated.some((text) => text.includes(issue.message))) continue;
            unstated.push(
              `${input.part} ${issue.path.join('.')}: "${issue.message}" for ${JSON.stringify(sample)}`,
            );
          }
        }
      }
      expect(unstated).toEqual([]);
    },
  );
});

/** A sample's path: each `{name}` filled from a sample of the path's own parameters. */
function pathOf(path: string, operation: Operation, label: string): string {
  const params = parametersAsObject(operation.parameters ?? [], 'path');
  const [values = {}] = Object.keys(params.properties ?? {}).length
    ? (validSamples(params, `${label} path`) as Record<string, unknown>[])
    : [];
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '1')),
  );
}

/** The request of one set of samples: its query, and its JSON body or form (with the file). */
function requestOf(endpoint: EndpointDef, parts: Partial<Record<Input['part'], unknown>>) {
  const query = parts.query ? `?${new URLSearchParams(asQuery(parts.query as object))}` : '';
  if (parts.form !== undefined) {
    const upload = endpoint.upload;
    const files = upload
      ? [
          {
            field: upload.field,
            name: `sample.${upload.rule === 'pdf' ? 'pdf' : 'png'}`,
            bytes: fixtures[upload.rule === 'pdf' ? 'pdf' : 'image'],
          },
        ]
      : [];
    return { query, ...multipart(parts.form as Record<string, string>, files) };
  }
  if (parts.body !== undefined) {
    return {
      query,
      payload: JSON.stringify(parts.body),
      headers: { 'content-type': 'application/json' },
    };
  }
  return { query, headers: {} };
}

describe('samples sent to the server', () => {
  it.each(sampled)(
    '$name: no 400 the document does not state, no 500',
    async ({ name, endpoint, operation, inputs }) => {
      const access = endpoint.access;
      const token = access === 'public' ? null : await tokenFor(t, CALLERS[access]);
      const path = documentPath(endpoint.path);
      const stated = [
        ...inputs.flatMap((input) => descriptionsIn(input.schema)),
        ...descriptionsIn(operation.parameters ?? []),
        operation.description ?? '',
      ];
      const drawn = inputs.map((input) => ({
        input,
        samples: validSamples(input.schema, `${name} ${input.part}`),
      }));
      const problems: string[] = [];
      for (let index = 0; index < SENT; index += 1) {
        const parts = Object.fromEntries(
          drawn.map(({ input, samples }) => [input.part, samples[index % samples.length]]),
        );
        const request = requestOf(endpoint, parts);
        const url = `/api${pathOf(path, operation, `${name} ${index}`)}${request.query}`;
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: { ...request.headers, ...(token ? bearer(token) : {}) },
          ...('payload' in request ? { payload: request.payload } : {}),
        });
        const said = `${endpoint.method} ${url} ${JSON.stringify(parts)} → ${response.statusCode} ${response.body}`;
        if (response.statusCode >= 500) problems.push(said);
        if (response.statusCode !== 400) continue;
        const { detail } = response.json<{ detail: string }>();
        const reasons = detail
          .split('; ')
          .map((reason) =>
            reason.replace(/^[\w.]+: /, '').replace(/^The [\w ]+ is not valid: /, ''),
          );
        if (!reasons.every((reason) => stated.some((text) => text.includes(reason)))) {
          problems.push(said);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
