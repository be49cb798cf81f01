/**
 * fast-check arbitraries from the API document's JSON Schemas (openapi-samples.test.ts): values
 * an integrator could build from the document alone, to hold the server to what it says. Covers
 * what contract/openapi.ts emits: type (and type lists), properties/required, enum/const,
 * string lengths, `pattern`, the formats date, date-time, email, uuid and uri, number ranges,
 * arrays, anyOf/oneOf, null, references into `components.schemas`, and a form's JSON fields
 * (`contentMediaType: application/json` with `contentSchema`), sent as their JSON text.
 */
import fc from 'fast-check';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  contentMediaType?: string;
  contentSchema?: Schema;
  description?: string;
};

/** Where `#/components/schemas/…` references point. */
export type Definitions = Record<string, Schema>;

const REF = '#/components/schemas/';

export function resolved(schema: Schema, definitions: Definitions): Schema {
  if (!schema.$ref?.startsWith(REF)) return schema;
  const target = definitions[schema.$ref.slice(REF.length)];
  if (!target) throw new Error(`No schema ${schema.$ref}`);
  return resolved(target, definitions);
}

/** A day in 2020–2039: the contract's date rules name a range, and today is inside this one. */
const day = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2039-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const lengths = {
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, (schema.minLength ?? 0) + 40),
  };
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const known = formatOf(schema.format);
  // A format's own values are likelier real (a real day) than any text its pattern allows.
  if (known) return known.filter((text) => fits(text) && (!pattern || pattern.test(text)));
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  return fc.string({ ...lengths, unit: 'grapheme' }).filter(fits);
}

function formatOf(format: string | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'date':
      return day.map((iso) => iso.slice(0, 10));
    case 'date-time':
      return day;
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
    default:
      return undefined;
  }
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6 - 1) + (integer ? 1 : 1e-6);
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? 1e6 + 1) - (integer ? 1 : 1e-6);
  const min = Math.max(low, Number.MIN_SAFE_INTEGER);
  const max = Math.min(high, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: Schema, definitions: Definitions, depth: number) {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      arbitraryOf(property, definitions, depth + 1),
    ]),
  );
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}

function ofType(
  type: string,
  schema: Schema,
  definitions: Definitions,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      if (schema.contentMediaType === 'application/json' && schema.contentSchema) {
        return arbitraryOf(schema.contentSchema, definitions, depth + 1).map((value) =>
          JSON.stringify(value),
        );
      }
      return stringOf(schema);
    case 'array':
      return fc.array(
        schema.items ? arbitraryOf(schema.items, definitions, depth + 1) : fc.string(),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
        },
      );
    case 'object':
      return objectOf(schema, definitions, depth);
    default:
      throw new Error(`No arbitrary for type ${type}`);
  }
}

/** Values `schema` allows (most of them: ajv has the last word, see the test). */
export function arbitraryOf(
  given: Schema,
  definitions: Definitions,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolved(given, definitions);
  if (depth > 8) return fc.constant(null); // a recursive schema, cut short; ajv will drop it
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((each) => arbitraryOf(each, definitions, depth + 1)));
  if (schema.allOf?.length === 1 && schema.allOf[0])
    return arbitraryOf(schema.allOf[0], definitions, depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : undefined)].flat();
  if (types[0] === undefined)
    return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  return fc.oneof(...types.map((type) => ofType(type ?? 'null', schema, definitions, depth)));
}
