/** Field schemas shared by forms in the app and bodies on the server (SPEC.md §5, §9). */
import { z } from 'zod';
import { messages } from '../messages';

export const phoneNumber = z.string().regex(/^\d{10}$/, messages.phoneDigits);

export const apartmentNumber = z
  .string()
  .min(1, messages.apartmentRequired)
  .max(20, messages.apartmentChars)
  .regex(/^[A-Z0-9]+$/, messages.apartmentChars);

/**
 * How long each kind of free text may be, in one place so every form and body agree: a person's
 * name, a line (a title, a place, a purpose, a contact), a question to the assistant, a comment
 * (notes, requests) and a description (the body of a post or a report).
 */
export const textMax = {
  name: 100,
  line: 200,
  question: 500,
  comment: 1000,
  description: 5000,
} as const;
export type TextKind = keyof typeof textMax;

/**
 * Text PostgreSQL can hold: no NUL character, and no lone half of a surrogate pair (jsonb
 * refuses it outright). Refused with a sentence, not a failed insert.
 */
export const storable = (value: string) => !value.includes('\u0000') && !/\p{Cs}/u.test(value);

/**
 * Characters a reader does not see that change what they read: controls (C0, DEL and C1: a
 * terminal escape, a backspace, a bell) and the bidi embeddings, overrides and isolates that
 * reorder text ('invoice\u202Efdp.exe' shows as 'invoiceexe.pdf').
 */
const hiddenCharacter = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const hiddenCharacters = new RegExp(hiddenCharacter, 'gu');

/** The controls a textarea sends: tab, and line breaks as LF or CRLF. */
const lineControls = /[\t\n\r]/g;

/** The kinds typed in a textarea, whose text may hold tabs and line breaks. */
const multiLineKinds: readonly TextKind[] = ['comment', 'description'];

/** True when `text` has no hidden character; `multiLine` text may hold tabs and line breaks. */
function isPlainText(text: string, multiLine = false): boolean {
  return !hiddenCharacter.test(multiLine ? text.replace(lineControls, '') : text);
}

/**
 * An uploaded file's name without its hidden characters: the name is the sender's, so it is
 * cleaned rather than refused, and shown to others only as cleaned.
 */
export function cleanFileName(name: string): string {
  return name.replace(hiddenCharacters, '');
}

/** What every kind of free text checks once trimmed: its length, storable, nothing hidden. */
const checkedText = (text: z.ZodString, label: string, kind: TextKind) =>
  text
    .max(textMax[kind], `${label} must be at most ${textMax[kind]} characters`)
    // Text that cannot be stored has nothing more worth saying about it.
    .refine(storable, { message: messages.textNotStorable, abort: true })
    .refine(
      (value) => isPlainText(value, multiLineKinds.includes(kind)),
      messages.textHiddenCharacters(label),
    );

/** Free text of one kind, trimmed, possibly empty. */
export const freeText = (label: string, kind: TextKind) =>
  checkedText(z.string({ error: `${label} must be text` }).trim(), label, kind);

/** A required line of text: '<Label> is required' when blank (SPEC.md §5). */
export const requiredText = (label: string, kind: TextKind = 'line', required?: string) => {
  const missing = required ?? `${label} is required`;
  // Trimmed first: for the API document, some text that is not white space.
  return checkedText(z.string({ error: missing }).trim().min(1, missing), label, kind).meta({
    pattern: '\\S',
  });
};

/** Optional free text that defaults to ''. */
export const optionalText = (label: string, kind: TextKind) => freeText(label, kind).default('');

/** The years a date may fall in unless its meaning narrows them (a PostgreSQL date holds them all). */
export const DATE_RANGE = { from: '1900-01-01', to: '2100-12-31' } as const;

/** True when yyyy-MM-dd names a day that exists (no February 30, no month 13). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The calendar units a field may name: how each is written, and its first day. */
const calendarUnits = {
  date: { shape: /^\d{4}-\d{2}-\d{2}$/, written: 'a date', firstDay: (text: string) => text },
  month: { shape: /^\d{4}-\d{2}$/, written: 'yyyy-MM', firstDay: (text: string) => `${text}-01` },
} as const;

/** What is wrong with `text` as a date (or month) from `range.from` to `range.to`, if anything. */
function calendarProblem(
  text: string,
  label: string,
  range: { from: string; to: string },
  required: string,
  unit: keyof typeof calendarUnits = 'date',
): string | undefined {
  const { shape, written, firstDay } = calendarUnits[unit];
  if (text === '') return required;
  if (!shape.test(text)) return `${label} must be ${written}`;
  if (!isCalendarDay(firstDay(text))) return `${label} is not a real ${unit}`;
  // As text, so a month is compared with the months of the range's ends.
  if (text < range.from.slice(0, text.length) || text > range.to.slice(0, text.length)) {
    return `${label} must be between ${range.from.slice(0, 4)} and ${range.to.slice(0, 4)}`;
  }
  return undefined;
}

/**
 * Text judged by `problemOf`: one message per field, and never an abort, so a form's
 * cross-field rules (an end after its start) still speak while this field is wrong.
 */
const judgedText = (
  required: string,
  problemOf: (text: string) => string | undefined,
  shape: { format?: string; pattern: RegExp; description: string },
) =>
  z
    .string({ error: required })
    .superRefine((text, context) => {
      const problem = problemOf(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    // What the API document (contract/openapi.ts) says of it, since the rule above is code.
    .meta({
      ...(shape.format ? { format: shape.format } : {}),
      pattern: shape.pattern.source,
      description: `${shape.description} (400 "${required}" when empty).`,
    });

/** How a calendar field reads in the API document: its shape and its range. */
function calendarShape(label: string, range: { from: string; to: string }, unit: 'date' | 'month') {
  const { shape, written } = calendarUnits[unit];
  const [from, to] = [range.from.slice(0, 4), range.to.slice(0, 4)];
  return {
    ...(unit === 'date' ? { format: 'date' } : {}),
    pattern: shape,
    description:
      `${label}: a real ${unit} written yyyy-MM${unit === 'date' ? '-dd' : ''}, from ${from} to ${to} ` +
      `(400 "${label} must be ${written}", "${label} is not a real ${unit}" or "${label} must be between ${from} and ${to}" if not)`,
  };
}

/**
 * A calendar date as yyyy-MM-dd (dates travel as text: no time zone can shift them), a real day
 * between `range.from` and `range.to`.
 */
export const isoDate = (
  label: string,
  range: { from: string; to: string } = DATE_RANGE,
  required = `${label} is required`,
) =>
  judgedText(
    required,
    (text) => calendarProblem(text, label, range, required),
    calendarShape(label, range, 'date'),
  );

/** yyyy-MM-ddTHH:mm, optional seconds and fraction, then `Z` or an offset (±HH:mm, to ±14:00). */
const instantShape =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

function instantProblem(text: string, label: string, required: string): string | undefined {
  if (text === '') return required;
  const parts = instantShape.exec(text);
  if (!parts) return `${label} must be a time`;
  const [, day = '', hours, minutes, seconds = '00'] = parts;
  const dayProblem = calendarProblem(day, label, DATE_RANGE, required);
  if (dayProblem) return dayProblem;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) {
    return `${label} is not a real time`;
  }
  return undefined;
}

/**
 * An instant as ISO 8601 with `Z` or an offset ('2026-12-01T10:00:00Z',
 * '2026-12-01T15:30:00+05:30'), on a real day at a real time. Not Date.parse, which takes
 * 'Tue Dec 01 2026 10:00:00 GMT+0530' and rolls 31 November into 1 December.
 */
export const isoInstant = (label: string, required = `${label} is required`) =>
  judgedText(required, (text) => instantProblem(text, label, required), {
    format: 'date-time',
    pattern: instantShape,
    description:
      `${label}: an instant such as 2026-12-01T10:00:00Z or 2026-12-01T15:30:00+05:30, on a real day ` +
      `at a real time from 1900 to 2100 (400 "${label} must be a time", "${label} is not a real date", ` +
      `"${label} must be between 1900 and 2100" or "${label} is not a real time" if not)`,
  });

/** A calendar month as yyyy-MM, between the months of `range.from` and `range.to`. */
export const isoMonth = (
  label: string,
  range: { from: string; to: string } = DATE_RANGE,
  required = `${label} is required`,
) =>
  judgedText(
    required,
    (text) => calendarProblem(text, label, range, required, 'month'),
    calendarShape(label, range, 'month'),
  );

export const otpCode = z.string().regex(/^\d{6}$/, messages.otpDigits);

/** An apartment to filter by, as typed: cleaned as its input cleans it ('a-101 ' finds A101). */
export const apartmentFilter = z
  .string()
  .transform(cleanApartment)
  .pipe(z.string().max(20, messages.apartmentChars));

/** What a phone input keeps as the user types: digits only, at most 10. */
export function cleanPhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10);
}

/** What an apartment input keeps: uppercase letters and digits (spaces, hyphens and the rest go). */
export function cleanApartment(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function cleanOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** A stored record's id; a number past bigint names no record, and handlers answer 404 for it. */
export const recordId = (message = 'id must be a number') => z.string().regex(/^\d+$/, message);

/** Path parameters of a call on one stored record. */
export const byId = z.strictObject({ id: recordId() });

/**
 * The sentences a schema's rules in code (a `superRefine` across fields) refuse with, by schema:
 * the API document (contract/openapi.ts) writes them in its description, since it cannot read
 * them out of the code. Declare them with `stating`.
 */
export const statedRules = new WeakMap<object, readonly string[]>();

/** `schema`, whose rules in code refuse with `sentences` (for the API document). */
export function stating<T extends z.ZodType>(schema: T, sentences: readonly string[]): T {
  statedRules.set(schema, sentences);
  return schema;
}

/**
 * What each JSON field's text must hold, by field: the API document (contract/openapi.ts)
 * describes the field as JSON of this schema, where the field's own schema says only "a string".
 */
export const jsonFieldContents = new WeakMap<object, z.ZodType>();

/** A multipart text field that carries JSON, checked by `schema` once parsed. */
export const jsonField = <T extends z.ZodType>(schema: T, failure: string, name = 'item') => {
  const field = z
    .string({ error: failure })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
  jsonFieldContents.set(field, schema);
  return field;
};
