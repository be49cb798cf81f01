/**
 * What the contract fuzz expects refused, not merely survived (issue 31): characters a reader
 * cannot see in every field that takes free text, and impossible or guessed instants and months.
 * A field is found by what it takes, not by how it is built, so a bare z.string() that takes a
 * sentence is tried as well as one made with the contract's helpers.
 */
import type { z } from 'zod';
import type { EndpointDef } from '../../contract/platform/endpoint';
import { bodySlotsOf, slotsOf } from './fuzz-inputs';
import type { Edge, Mutation } from './fuzz-inputs';

/** Controls (C0, DEL, C1) and the bidi overrides and isolates, refused by every kind of text. */
const HIDDEN_TEXT: Edge[] = [
  { label: 'a terminal escape, a bell and a backspace', value: 'x\u0001\u0007\u001b[31mred\b' },
  { label: 'DEL', value: 'rub\u007fout' },
  { label: 'a C1 control (NEL)', value: 'next\u0085line' },
  { label: 'a right-to-left override', value: 'invoice\u202efdp.exe' },
  { label: 'a left-to-right embedding', value: 'a\u202ab' },
  { label: 'a direction isolate', value: 'a\u2066b\u2069' },
];

/** Days and times that do not exist, and times Date.parse would have guessed at. */
const IMPOSSIBLE_INSTANTS: Edge[] = [
  '2026-11-31T05:00:00Z',
  '2027-02-29T05:00:00Z',
  '2026-12-01T25:00:00Z',
  '2026-12-01T10:60:00+05:30',
  '0000-01-01T00:00:00Z',
  'Tue Dec 01 2026 10:00:00 GMT+0530',
  '2026-12-01T10:00:00',
  '2026-12-01',
].map((value) => ({ label: JSON.stringify(value), value }));

const IMPOSSIBLE_MONTHS: Edge[] = ['0000-01', '9999-12', '2026-13', '2026-00', '2026-1'].map(
  (value) => ({ label: JSON.stringify(value), value }),
);

/** True when `schema` takes `value` unchanged (a field that cleans what it takes is no text). */
function keeps(schema: z.ZodType, value: string): boolean {
  const result = schema.safeParse(value);
  return result.success && result.data === value;
}

/**
 * What a field is tried with, by what it takes: a sentence, or an instant or a month but not a
 * word (a signed link's token takes '2030-03' too, and is no month).
 */
function refusedBy(schema: z.ZodType): Edge[] {
  if (keeps(schema, 'A sentence anyone can read')) return HIDDEN_TEXT;
  if (schema.safeParse('word').success) return [];
  if (keeps(schema, '2030-03-04T12:00:00.000Z')) return IMPOSSIBLE_INSTANTS;
  if (keeps(schema, '2030-03')) return IMPOSSIBLE_MONTHS;
  return [];
}

/** One change each, to a path parameter, a query key or a body field at any depth. */
export function refusalsFor(endpoint: EndpointDef): Mutation[] {
  const slots = [
    ...(endpoint.params ? slotsOf(endpoint.params, 'params') : []),
    ...(endpoint.query ? slotsOf(endpoint.query, 'query') : []),
    ...bodySlotsOf(endpoint),
  ];
  return slots.flatMap((slot) =>
    (slot.schema ? refusedBy(slot.schema) : []).map((edge) => ({ slot, edge })),
  );
}
