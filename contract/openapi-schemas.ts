/**
 * The OpenAPI document's schemas (openapi.ts): a zod schema as JSON Schema 2020-12, parameters,
 * request bodies (JSON, CSV, a form with its JSON fields and its upload) and what refinements
 * say that JSON Schema cannot.
 */
import { z } from 'zod';
import type { EndpointDef } from './platform/endpoint';
import { jsonFieldContents, statedRules } from './platform/fields';
import { uploadRules } from './platform/uploads';

export type JsonSchema = Record<string, unknown>;
export type Io = 'input' | 'output';

/**
 * What a schema's refinements say when they refuse a value ("Return date must be on or after
 * the collection date"): JSON Schema cannot state such rules, so the description does.
 */
function refinementsOf(schema: z.core.$ZodTypes): (string | undefined)[] {
  const said = (schema._zod.def.checks ?? [])
    .filter((check) => check._zod.def.check === 'custom')
    .map((check) => {
      try {
        const answer = check._zod.def.error?.({ code: 'custom', input: undefined } as never);
        return typeof answer === 'string' ? answer : answer?.message;
      } catch {
        return undefined; // a message made from the refused value itself: none to quote
      }
    });
  return [...said, ...(statedRules.get(schema) ?? [])];
}

/**
 * A text that the server cleans before it checks it (trims, uppercases, parses as JSON) is
 * described by what it must be once cleaned, when that is still text (an email address, one of
 * a list): stricter than the server, never looser. Null for anything else.
 */
function cleanedText(schema: z.core.$ZodTypes, io: Io): JsonSchema | null {
  if (io !== 'input' || schema._zod.def.type !== 'pipe') return null;
  const made = z.toJSONSchema(schema._zod.def.out as z.ZodType, {
    io: 'output',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete made.$schema;
  const text =
    made.type === 'string' ||
    (Array.isArray(made.enum) && made.enum.every((each) => typeof each === 'string'));
  return text && !made.$defs ? made : null;
}

/**
 * One zod schema as JSON Schema 2020-12 (OpenAPI 3.1's own dialect). Definitions it makes for
 * itself move to `components.schemas` under `prefix`, since a `#/$defs/…` reference inside the
 * document would point at the document's root.
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  io: Io,
  defs: JsonSchema,
  prefix: string,
): JsonSchema {
  const made = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const contents = jsonFieldContents.get(zodSchema);
      if (contents && io === 'input') {
        jsonSchema.contentMediaType = 'application/json';
        jsonSchema.contentSchema = jsonSchemaOf(contents, io, defs, `${prefix}_json`);
      }
      const cleaned = contents ? null : cleanedText(zodSchema, io);
      if (cleaned) Object.assign(jsonSchema, cleaned);
      const rules = refinementsOf(zodSchema);
      const said = [...new Set(rules.filter((rule) => rule !== undefined))];
      // A rule in code that names no sentence: say there is one, unless the field says it.
      if (said.length === 0 && rules.length > 0 && !jsonSchema.description) {
        said.push('the server checks a further rule here.');
      }
      if (said.length > 0) {
        const note = `The server also checks (400 with this sentence if not): ${said.join(' | ')}`;
        jsonSchema.description = [jsonSchema.description, note].filter(Boolean).join(' ');
      }
    },
  }) as JsonSchema;
  delete made.$schema;
  const own = made.$defs as Record<string, JsonSchema> | undefined;
  if (!own) return made;
  delete made.$defs;
  const renamed = (name: string) => `${prefix}_${name}`;
  const moved = JSON.parse(
    JSON.stringify({ made, own }).replace(
      /"#\/\$defs\/([^"]+)"/g,
      (_, name: string) => `"#/components/schemas/${renamed(name)}"`,
    ),
  ) as { made: JsonSchema; own: Record<string, JsonSchema> };
  for (const [name, definition] of Object.entries(moved.own)) defs[renamed(name)] = definition;
  return moved.made;
}

/** An object schema's properties as OpenAPI parameters `in` the path or the query. */
export function parametersOf(schema: JsonSchema, where: 'path' | 'query'): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  // A rule across the parameters (an end not before its start) is said by each of them.
  const across = typeof schema.description === 'string' ? { description: schema.description } : {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...across,
    schema: property,
  }));
}

export const binary = { type: 'string', format: 'binary' };

function uploadPart(upload: NonNullable<EndpointDef['upload']>): JsonSchema {
  const rule = uploadRules[upload.rule];
  const file = {
    ...binary,
    description:
      `A ${rule.kinds.join(' or ')} file of at most ${rule.label}, told by its first bytes ` +
      `(never by its name or Content-Type).` +
      (upload.optional ? ' May be left out.' : ''),
  };
  if (upload.maxFiles === undefined) return file;
  return { type: 'array', items: file, minItems: 1, maxItems: upload.maxFiles };
}

export function requestBodyOf(
  endpoint: EndpointDef,
  defs: JsonSchema,
  prefix: string,
): JsonSchema | undefined {
  const bodyType = endpoint.bodyType ?? 'json';
  if (bodyType === 'csv') {
    return {
      required: true,
      content: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
    };
  }
  if (bodyType === 'multipart') {
    const form = endpoint.body
      ? jsonSchemaOf(endpoint.body, 'input', defs, prefix)
      : { type: 'object', properties: {}, additionalProperties: false };
    const { upload } = endpoint;
    if (upload) {
      form.properties = { ...(form.properties as JsonSchema), [upload.field]: uploadPart(upload) };
      if (!upload.optional) form.required = [...((form.required ?? []) as string[]), upload.field];
    }
    const encoding = upload
      ? { [upload.field]: { contentType: uploadRules[upload.rule].kinds.join(', ') } }
      : undefined;
    return {
      required: true,
      content: { 'multipart/form-data': { schema: form, ...(encoding ? { encoding } : {}) } },
    };
  }
  if (!endpoint.body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input', defs, prefix) } },
  };
}
