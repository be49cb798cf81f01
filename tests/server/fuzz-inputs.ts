/**
 * Inputs of the contract fuzz (contract-fuzz.test.ts), derived from the endpoints' zod schemas:
 * a valid-looking base request, the slots where one value of it can be changed (a path
 * parameter, a query key, a body field at any depth, the JSON inside a form field, a CSV cell,
 * the file), and the edge values to put there. Derived, not listed by hand, so a new endpoint
 * or field is fuzzed without touching the suite.
 */
import fc from 'fast-check';
import { z } from 'zod';
import type { EndpointDef } from '../../contract/platform/endpoint';
import { bulkCsvColumns, userFields } from '../../contract/register/members';
import { apartmentNumber } from '../../contract/platform/fields';
import { TARGETS } from './fuzz-people';

export type Key = string | number;
export type Part = 'params' | 'query' | 'body' | 'files' | 'headers';

/** Text sent exactly as written (a broken escape, JSON that is not JSON), with its own type. */
export class Raw {
  constructor(
    readonly text: string,
    readonly contentType?: string,
  ) {}
}
/** Leaves the key (or the whole part) out. */
export const MISSING = Symbol('missing');

export type FilePart = { field: string; name: string; bytes: Buffer };
/** A request in parts; a fuzzed part may be anything, so each is `unknown`. */
export type Parts = Record<Part, unknown>;
export type Slot = { part: Part; path: Key[]; schema?: z.ZodType };
export type Edge = { label: string; value: unknown };
export type Mutation = { slot: Slot; edge: Edge };
/** A valid file of each upload rule: a PNG for `image`, a PDF for `pdf`. */
export type Fixtures = { image: Buffer; pdf: Buffer };
export type Plan = { base: Parts; slots: Slot[]; table: Mutation[] };

export function describeValue(value: unknown): string {
  if (value === MISSING) return 'missing';
  if (value instanceof Raw) return `raw ${describeValue(value.text)}`;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.length > 36) {
    return `${JSON.stringify(value.slice(0, 32))}… (${value.length} chars)`;
  }
  return JSON.stringify(value) ?? String(value);
}
const edge = (value: unknown, label = describeValue(value)): Edge => ({ label, value });

/** What every slot is tried with: odd text, odd dates, odd numbers and every wrong type. */
const COMMON: unknown[] = [
  ...['', '   ', '👩🏽‍🚀🏳️‍🌈', '\u202Eשלום مرحبا Z\u0335a\u0337l\u0338g\u0336o\u0301'],
  ...['a\u0000b', '\uD800x'],
  ...['0000-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '99999999999999999999999', 'NaN'],
  ...[-1, 0, 2 ** 53, 1e308, -1e308, 1.005, 1e12],
  ...[null, true, {}, ['x', 'y'], { nested: { deeper: [1] } }],
];
/**
 * Path segments as a URL carries them: ids past int4 and int8, odd numbers, 101 characters (one
 * past Fastify's maxParamLength), escapes that decode to NUL, to nothing, or are broken.
 */
const PARAM_EDGES: Edge[] = [
  ...['9223372036854775808', '2147483648', '00001', '1.5', '1e3', ' 1', 'x'.repeat(101)],
  ...['%00', '1%00', '%E0%A4%A', '%2e%2e', '..', '%2F', '%ZZ'].map((text) => new Raw(text)),
].map((value) => edge(value));
const QUERY_EDGES: Edge[] = ['%', 'a=%E0%A4%A', '__proto__[x]=1', 'constructor=x', '&&=&'].map(
  (text) => edge(new Raw(text)),
);
const WHOLE_BODY: Edge[] = [
  ...[MISSING, [], 'text', null, {}, 42],
  ...['{', '', `${'['.repeat(5_000)}${']'.repeat(5_000)}`].map((text) => new Raw(text)),
  new Raw('a=b', 'application/x-www-form-urlencoded'),
  new Raw('hello', 'text/plain'),
].map((value) => edge(value));
const csvHeader = 'phone_number,apartment_number,name,email';
const CSV_WHOLE: Edge[] = [
  ...['phone_number,name\r\n9000000097,x', csvHeader, '"unterminated', '\uFEFF\uFEFF'],
  `${csvHeader}\r\n${'9000000097,A1,x,x@example.com\r\n'.repeat(10_001)}`,
].map((text) => edge(new Raw(text)));
/** The nil UUID is valid, so it is reused: a replay, or 422 for another body. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const IDEMPOTENCY_KEYS: Edge[] = [MISSING, '', 'not-a-uuid', 'x'.repeat(5_000), NIL_UUID].map(
  (value) => edge(value),
);
/** Keys no schema has: an unknown field and the prototype-pollution classics. */
const EXTRA_KEYS: [Key, unknown][] = [
  ['unexpected_field', 'x'],
  ['__proto__', { polluted: true }],
  ['constructor', { prototype: { polluted: true } }],
];

/** The schema under optional / nullable / default. */
function core(schema: z.ZodType): z.ZodType {
  const wrapper = schema instanceof z.ZodOptional || schema instanceof z.ZodNullable;
  if (wrapper || schema instanceof z.ZodDefault) return core(schema.unwrap() as z.ZodType);
  return schema;
}

/** The object a schema reads, also through a pipe (a form field that carries JSON). */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  const inner = core(schema);
  if (inner instanceof z.ZodObject) return inner;
  if (inner instanceof z.ZodPipe) return objectOf(inner.out as z.ZodType);
  return undefined;
}

/** The `.max()` of a string or array (its max_length check), also through a pipe. */
function maxOf(schema: z.ZodType): number | undefined {
  const inner = core(schema);
  if (inner instanceof z.ZodPipe)
    return maxOf(inner.in as z.ZodType) ?? maxOf(inner.out as z.ZodType);
  const max = inner._zod.bag.maximum;
  return typeof max === 'number' && !(inner instanceof z.ZodNumber) ? max : undefined;
}

/** Names that say what a valid value looks like, tried before the generic candidates. */
const HINTS: [RegExp, string][] = [
  [/phone|user_id/i, '9000000002'],
  [/apartment/i, 'A101'],
  [/end_time/, '22:00'],
  [/date|deadline/i, '2030-03-04'],
  [/time|slot/i, '18:00'],
  [/email/i, 'resident@example.com'],
  [/otp/i, '123456'],
  [/plate/i, 'HR 26 AB 1234'],
  [/^code$/, '1234'],
  // After the candidates' instant: a poll closes after it opens.
  [/^closes_at$/, '2030-03-05T12:00:00.000Z'],
];
const CANDIDATES: unknown[] = [
  ...['Fuzz base text', '1', '9000000002', 'A101', '2030-03-04', '18:00', '123456', 'Badminton'],
  ...['Cancelled', 'resident@example.com', 'abcdefghijklmnop.png', 60, 1, 18],
  // The gate's: a device's uuid, an ISO instant (the test clock's day).
  ...['00000000-0000-4000-8000-000000000001', '2030-03-04T12:00:00.000Z', '2030-03'],
];

/** A valid-looking value: first enum option, a short text that passes the field's own checks. */
export function baseOf(schema: z.ZodType, name = ''): unknown {
  const object = objectOf(schema);
  if (object) {
    const entries = Object.entries(object.shape) as [string, z.ZodType][];
    const full = Object.fromEntries(entries.map(([key, field]) => [key, baseOf(field, key)]));
    if (accepts(schema, full)) return full;
    // A rule across fields ("a code or a person, not both"): leave out one optional field.
    const optional = entries.filter(([, field]) => accepts(field, undefined)).map(([key]) => key);
    const fewer = optional.map((key) =>
      Object.fromEntries(Object.entries(full).filter(([k]) => k !== key)),
    );
    return fewer.find((candidate) => accepts(schema, candidate)) ?? full;
  }
  const inner = core(schema);
  if (inner instanceof z.ZodPipe && !(core(inner.in as z.ZodType) instanceof z.ZodPipe)) {
    // A list or choice tidied by a transform (blank agenda lines dropped): the input's base.
    const input = core(inner.in as z.ZodType);
    if (!(input instanceof z.ZodString)) return baseOf(input, name);
  }
  if (inner instanceof z.ZodArray) {
    // As many items as the list's minimum (a poll's two options), each its own where text.
    // The check's own definition: zod fills `bag` only once the schema has parsed something.
    const min = (inner._zod.def.checks ?? [])
      .map((check) => check._zod.def as { check: string; minimum?: number })
      .find((check) => check.check === 'min_length')?.minimum;
    const item = baseOf(inner.element as z.ZodType, name);
    const count = typeof min === 'number' ? Math.max(1, min) : 1;
    return Array.from({ length: count }, (_, i) =>
      typeof item === 'string' && i > 0 && accepts(inner.element as z.ZodType, `${item} ${i + 1}`)
        ? `${item} ${i + 1}`
        : item,
    );
  }
  if (inner instanceof z.ZodEnum) return inner.options[0];
  if (inner instanceof z.ZodBoolean) return true;
  // A flag that must say one thing ({ handled: true }): that thing.
  if (inner instanceof z.ZodLiteral) return inner.value;
  const hinted = HINTS.filter(([pattern]) => pattern.test(name)).map(([, value]) => value);
  const valid = [...hinted, ...CANDIDATES].find((value) => accepts(inner, value));
  // A pipe none of the candidates passes (any case in, lowercase out): its output's own base.
  if (valid === undefined && inner instanceof z.ZodPipe)
    return baseOf(inner.out as z.ZodType, name);
  return valid ?? 'x';
}

/** A schema that throws on a candidate is a finding for the fuzz, not a reason to stop here. */
function accepts(schema: z.ZodType, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

/** Every place one value can change, depth first: a field, then the fields inside it. */
export function slotsOf(schema: z.ZodType, part: Part, path: Key[] = []): Slot[] {
  const object = objectOf(schema);
  if (object) {
    return (Object.entries(object.shape) as [string, z.ZodType][]).flatMap(([key, field]) => [
      { part, path: [...path, key], schema: field },
      ...slotsOf(field, part, [...path, key]),
    ]);
  }
  const inner = core(schema);
  if (inner instanceof z.ZodPipe) return slotsOf(inner.in as z.ZodType, part, path);
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    return [{ part, path: [...path, 0], schema: element }, ...slotsOf(element, part, [...path, 0])];
  }
  return [];
}

/** COMMON, and values just past the slot's own bounds. */
function edgesFor(slot: Slot): Edge[] {
  const edges = [...COMMON, MISSING].map((value) => edge(value));
  const schema = slot.schema && core(slot.schema);
  const max = slot.schema && maxOf(slot.schema);
  const over = (max ?? (schema instanceof z.ZodArray ? 1_000 : 100_000)) + 1;
  if (schema instanceof z.ZodArray)
    edges.push(edge(Array<string>(over).fill('x'), `${over} items`));
  else edges.push(edge('x'.repeat(over), `${over} chars${max === undefined ? '' : ' (max + 1)'}`));
  if (schema instanceof z.ZodNumber) {
    for (const bound of [(schema.maxValue ?? Infinity) + 1, (schema.minValue ?? -Infinity) - 1]) {
      if (Number.isFinite(bound)) edges.push(edge(bound));
    }
  }
  return slot.part === 'params' ? [...edges, ...PARAM_EDGES] : edges;
}

/** The file edges: none, empty, a known signature over garbage, a file in the wrong field. */
function fileEdges(upload: NonNullable<EndpointDef['upload']>, fx: Fixtures): Edge[] {
  const valid = fx[upload.rule];
  const file = (bytes: Buffer, name = 'file', field = upload.field) => ({ field, name, bytes });
  const signed = (hex: string) => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.alloc(300, 65)]);
  return [
    edge([], 'no file'),
    edge([file(Buffer.alloc(0))], 'empty file'),
    edge([file(signed('255044462d312e370a'), 'broken.pdf')], 'broken PDF (%PDF-1.7 on garbage)'),
    edge([file(signed('89504e470d0a1a0a'), 'x.png')], 'PNG signature on garbage'),
    edge([file(signed('ffd8ffe0'), 'x.jpg')], 'JPEG signature on garbage'),
    edge([file(valid, '../../etc/passwd')], 'valid file named ../../etc/passwd'),
    edge([file(valid, '👩🏽‍🚀.bin')], 'valid file named with an emoji'),
    edge([file(valid, 'x', 'unexpected_file')], 'valid file in an unknown field'),
    edge([file(valid), file(valid)], 'two files'),
  ];
}

/**
 * A browser's subscription: the device key and auth secret of RFC 8291's worked example, on FCM
 * (the server takes endpoints of the browsers' push services only; nothing is sent in the fuzz).
 */
const FUZZ_PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
  keys: {
    p256dh:
      'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  },
};

/** A call on a named person names its own (fuzz-people.ts), never the fuzz's signed-in member. */
const naming = (name: keyof typeof TARGETS) => (parts: Parts) =>
  Object.assign(parts.params as object, { phone: TARGETS[name].phone });

/** Bases a schema cannot tell: a fresh phone to create, someone else's status to change. */
const ADJUST: Record<string, (parts: Parts) => void> = {
  createUser: (parts) => Object.assign(parts.body as object, { phone_number: '9000000099' }),
  createGuard: (parts) => Object.assign(parts.body as object, { phone: '9000000077' }),
  removeUser: naming('removeUser'),
  setUserRole: naming('setUserRole'),
  signOutUser: naming('signOutUser'),
  unlockUser: naming('unlockUser'),
  deleteGuard: naming('deleteGuard'),
  // An edit that keeps the person's phone and apartment: the base changes their name only.
  editUser: (parts) => {
    naming('editUser')(parts);
    const { phone, apartment } = TARGETS.editUser;
    Object.assign(parts.body as object, { phone_number: phone, apartment_number: apartment });
  },
  createUsersBulk: (parts) => Object.assign(parts.body as object, { phone_number: '9000000098' }),
  updateUser: (parts) =>
    Object.assign(parts.params as object, { phone: '9000000004', apartment: 'C303' }),
  subscribePush: (parts) => Object.assign(parts.body as object, FUZZ_PUSH_SUBSCRIPTION),
  unsubscribePush: (parts) =>
    Object.assign(parts.body as object, { endpoint: FUZZ_PUSH_SUBSCRIPTION.endpoint }),
  // A window that ends after it starts, so the base pass is one the rules allow.
  createPass: (parts) =>
    Object.assign(parts.body as object, { valid_until: '2030-03-04T14:00:00.000Z' }),
  // A union body: the base is its second form, which every caller may send.
  markNotificationsRead: (parts) => {
    parts.body = { all: true };
  },
  // Dues (issue 33): a UPI ID, and references of the shape their mode (upi) takes.
  updateDuesSettings: (parts) =>
    Object.assign(parts.body as object, { upi_vpa: 'gatehouse@okaxis' }),
  sendPaymentNotice: (parts) => Object.assign(parts.body as object, { reference: '123456789012' }),
  recordDeskPayment: (parts) => Object.assign(parts.body as object, { reference: '123456789013' }),
  // A statement read by the default columns: a bank with none saved would be refused whole.
  importBankStatement: (parts) => {
    parts.query = {};
  },
};

/** The base request of `endpoint`, its slots, and the deterministic table of one-change inputs. */
export function planFor(name: string, endpoint: EndpointDef, fx: Fixtures): Plan {
  const { upload, bodyType } = endpoint;
  const csv = bodyType === 'csv';
  const base: Parts = {
    params: endpoint.params ? baseOf(endpoint.params) : {},
    query: endpoint.query ? baseOf(endpoint.query) : {},
    body: endpoint.body ? baseOf(endpoint.body) : bodyType === 'multipart' ? {} : MISSING,
    files: upload ? [{ field: upload.field, name: 'file', bytes: fx[upload.rule] }] : [],
    headers: {},
  };
  // A CSV row is a form as text (a Create User, a flat's area): its cells are checked as one.
  if (csv) {
    const row = csvRowOf(endpoint);
    base.body = Object.fromEntries(
      row.columns.map((c) => [c, String(baseOf(row.shape[c] ?? z.string(), c))]),
    );
  }
  ADJUST[name]?.(base);
  const keysOf = (part: Part) =>
    Object.keys(base[part] as object).map((key): Slot => ({ part, path: [key] }));
  const slots = [...keysOf('params'), ...keysOf('query'), ...bodySlotsOf(endpoint)];
  const table: Mutation[] = slots.flatMap((slot) => edgesFor(slot).map((e) => ({ slot, edge: e })));
  const add = (part: Part, path: Key[], edges: Edge[]) =>
    table.push(...edges.map((e) => ({ slot: { part, path }, edge: e })));
  add('query', [], QUERY_EDGES);
  for (const [key, value] of EXTRA_KEYS) add('query', [key], [edge(value)]);
  if (endpoint.body || bodyType) {
    add('body', [], WHOLE_BODY);
    // Keys no schema has: extra JSON fields, extra form fields, extra CSV columns.
    for (const [key, value] of EXTRA_KEYS) add('body', [key], [edge(value)]);
  }
  if (csv) add('body', ['name'], [edge('x'.repeat(10_000), '10000 chars')]);
  if (csv) add('body', [], CSV_WHOLE);
  if (upload) add('files', [], fileEdges(upload, fx));
  if (endpoint.idempotent) add('headers', ['idempotency-key'], IDEMPOTENCY_KEYS);
  // Random input also goes to an unknown query key, so every endpoint has a slot for it.
  slots.push({ part: 'query', path: ['unexpected'] });
  if (upload) slots.push({ part: 'files', path: [] });
  return { base, slots, table };
}

/** A CSV endpoint's row: its columns, and the schema each cell is checked by. */
interface CsvRow {
  columns: readonly string[];
  shape: Record<string, z.ZodType>;
}
const residentsRow: CsvRow = {
  columns: bulkCsvColumns,
  // The owner column is a yes or no cell, not the form's checkbox (issue 36).
  shape: { ...userFields.shape, owner: z.enum(['yes', 'no']) },
};
const CSV_ROWS: Record<string, CsvRow> = {
  'member/create-users-bulk': residentsRow,
  // The RWA's areas file (issue 33): a flat and a whole number of sq ft.
  'dues/flat-areas': {
    columns: ['apartment_number', 'area_sqft'],
    shape: { apartment_number: apartmentNumber, area_sqft: z.string().regex(/^\d+$/) },
  },
  // A bank statement's credit by the default columns: a day, two texts and rupees.
  'dues/bank-statements': {
    columns: ['Date', 'Narration', 'Reference', 'Credit'],
    shape: {
      Date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      Narration: z.string(),
      Reference: z.string(),
      Credit: z.string().regex(/^\d+(\.\d{1,2})?$/),
    },
  },
};
const csvRowOf = (endpoint: EndpointDef): CsvRow => CSV_ROWS[endpoint.path] ?? residentsRow;

/** The body's slots with their schemas; a CSV's are the cells of its row. */
export function bodySlotsOf(endpoint: EndpointDef): Slot[] {
  if (endpoint.bodyType === 'csv') {
    const row = csvRowOf(endpoint);
    return row.columns.map((c): Slot => ({ part: 'body', path: [c], schema: row.shape[c] }));
  }
  return endpoint.body ? slotsOf(endpoint.body, 'body') : [];
}

/** `root` with the value at `path` replaced (MISSING deletes it); `root` itself is not touched. */
export function setAt(root: unknown, path: Key[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [Key, ...Key[]];
  const copy = (
    Array.isArray(root) ? [...(root as unknown[])] : { ...(typeof root === 'object' ? root : {}) }
  ) as Record<Key, unknown>;
  const next = setAt(copy[key], rest, value);
  if (next === MISSING) delete copy[key];
  // defineProperty: `copy.__proto__ = x` would set the prototype instead of sending the key.
  else Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true });
  return copy;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Values for the random phase: the edge values, random text of any unicode, numbers, JSON. */
export const fuzzValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...COMMON),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)),
  fc.jsonValue({ maxDepth: 2 }),
  // Dates in the contract's shape, months and days one past the calendar included.
  fc
    .tuple(fc.nat(9999), fc.nat(13), fc.nat(32))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`),
);
