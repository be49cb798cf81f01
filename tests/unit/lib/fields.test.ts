// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cleanFileName,
  freeText,
  isoInstant,
  isoMonth,
  optionalText,
  requiredText,
} from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';

/** The one message a schema gives for `value`, or undefined when it takes it. */
const messageFor = (schema: z.ZodType, value: unknown) =>
  schema
    .safeParse(value)
    .error?.issues.map((issue) => issue.message)
    .join('; ');

const hidden = {
  'a terminal escape': 'x\u0001\u0007\u001b[31mred\b',
  DEL: 'rub\u007fout',
  'a C1 control': 'next\u0085line',
  'a right-to-left override': 'invoice\u202efdp.exe',
  'an isolate': 'a\u2066b\u2069',
};

describe('free text refuses characters a reader cannot see', () => {
  it.each(Object.entries(hidden))('refuses %s in every kind, naming the field', (_, text) => {
    for (const kind of ['name', 'line', 'comment', 'description'] as const) {
      expect(messageFor(requiredText('Title', kind), text)).toBe(
        messages.textHiddenCharacters('Title'),
      );
      expect(messageFor(freeText('Note', kind), text)).toBe(messages.textHiddenCharacters('Note'));
    }
  });

  it('says "Title must not contain control or direction characters"', () => {
    expect(messageFor(requiredText('Title'), 'x\u202e')).toBe(
      'Title must not contain control or direction characters',
    );
  });

  it('keeps tabs and line breaks (LF and CRLF) in comments and descriptions', () => {
    const text = 'Line one\r\n\tLine two\nLine three';
    expect(requiredText('Description', 'description').parse(text)).toBe(text);
    expect(optionalText('Note', 'comment').parse(text)).toBe(text);
  });

  it.each(['name', 'line'] as const)('refuses a tab or a line break inside a %s', (kind) => {
    for (const text of ['Tower\tA', 'Tower\nA', 'Tower\r\nA']) {
      expect(messageFor(requiredText('Location', kind), text)).toBe(
        messages.textHiddenCharacters('Location'),
      );
    }
  });

  it('trims line breaks around a single line rather than refusing them', () => {
    expect(requiredText('Name', 'name').parse('  Asha\n')).toBe('Asha');
  });

  it('says only that NUL cannot be stored, not twice', () => {
    expect(messageFor(requiredText('Title'), 'a\u0000b')).toBe(messages.textNotStorable);
  });

  it('takes any visible script, emoji and joiners included', () => {
    const text = 'शलोम مرحبا 👩🏽‍🚀 café';
    expect(requiredText('Title').parse(text)).toBe(text);
  });
});

describe('an uploaded file name is cleaned, not refused', () => {
  it('drops controls and direction characters and keeps the rest', () => {
    expect(cleanFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u0000b\u001b[1m\tc\u2066.pdf')).toBe('ab[1mc.pdf');
    expect(cleanFileName('Minutes – मई 2026.pdf')).toBe('Minutes – मई 2026.pdf');
  });
});

describe('an instant is ISO 8601 with an offset, on a real day at a real time', () => {
  const instant = isoInstant('Valid from');

  it.each([
    '2026-12-01T10:00:00Z',
    '2026-12-01T10:00Z',
    '2026-12-01T10:00:00.123Z',
    '2026-12-01T15:30:00+05:30',
    '2026-12-01T00:00:00-03:00',
    '2028-02-29T23:59:59.999999Z',
  ])('takes %s as it is', (text) => {
    expect(instant.parse(text)).toBe(text);
  });

  it.each([
    ['2026-11-31T05:00:00Z', 'Valid from is not a real date'],
    ['2027-02-29T05:00:00Z', 'Valid from is not a real date'],
    ['2026-12-01T25:00:00Z', 'Valid from is not a real time'],
    ['2026-12-01T10:60:00Z', 'Valid from is not a real time'],
    ['2026-12-01T10:00:60Z', 'Valid from is not a real time'],
    ['0000-01-01T00:00:00Z', 'Valid from must be between 1900 and 2100'],
    ['Tue Dec 01 2026 10:00:00 GMT+0530', 'Valid from must be a time'],
    ['2026-12-01T10:00:00', 'Valid from must be a time'],
    ['2026-12-01 10:00:00Z', 'Valid from must be a time'],
    ['2026-12-01T10:00:00+15:00', 'Valid from must be a time'],
    ['2026-12-01', 'Valid from must be a time'],
    ['', 'Valid from is required'],
  ])('refuses %j: %s', (text, message) => {
    expect(messageFor(instant, text)).toBe(message);
  });
});

describe('a month is yyyy-MM within the years a date may fall in', () => {
  const month = isoMonth('Month');

  it.each(['2030-03', '1900-01', '2100-12'])('takes %s', (text) => {
    expect(month.parse(text)).toBe(text);
  });

  it.each([
    ['0000-01', 'Month must be between 1900 and 2100'],
    ['2101-01', 'Month must be between 1900 and 2100'],
    ['2026-13', 'Month is not a real month'],
    ['2026-00', 'Month is not a real month'],
    ['2026-1', 'Month must be yyyy-MM'],
    ['2026-03-01', 'Month must be yyyy-MM'],
    ['', 'Month is required'],
  ])('refuses %j: %s', (text, message) => {
    expect(messageFor(month, text)).toBe(message);
  });
});
