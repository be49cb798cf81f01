/**
 * Reading a bulk upload of residents (SPEC.md §3 Bulk CSV columns, §7 create-users-bulk): a real
 * CSV parser (quoted fields, commas and line breaks inside quotes, a BOM, CRLF), each row checked
 * like one Create User, duplicates inside the file found here. A bad row never stops the others;
 * only a file that is not a CSV of the right columns, or is too big, is refused whole.
 */
import { z } from 'zod';
import { cleanApartment } from '../../../contract/platform/fields';
import {
  BULK_MAX_ROWS,
  bulkCsvColumns,
  membershipStartProblem,
  userFields,
} from '../../../contract/register/members';
import type { BulkResult, UserInput } from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import { csvHeader, readCsv } from '../../platform/csv-reader';
import { describeZodError } from '../../platform/http/describe-zod-error';
import { HttpError } from '../../platform/http/http-error';

export interface CsvRow {
  /** 1-based, counting the header as row 1, as a spreadsheet shows it. */
  line: number;
  input: UserInput;
}

export interface ReadCsv {
  rows: CsvRow[];
  errors: BulkResult['errors'];
}

const REQUIRED = ['phone_number', 'apartment_number', 'name', 'email'] as const;

/** TRUE, yes, 1 and their opposites, as spreadsheets write them; blank is the default. */
const csvBoolean = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .transform((value, context) => {
      if (value === '') return undefined;
      if (['true', 'yes', 'y', '1'].includes(value)) return true;
      if (['false', 'no', 'n', '0'].includes(value)) return false;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
const activeCell = csvBoolean('is_active must be true or false');
const ownerCell = csvBoolean(messages.userOwnerInvalid);

/** The file's rows, each valid like a single create, and the reasons for the others. */
export function readResidentCsv(text: string, today: string): ReadCsv {
  const found = readCsv(text);
  const header = new Set(csvHeader(text, found));
  const missing = REQUIRED.filter((column) => !header.has(column));
  if (missing.length > 0) {
    throw new HttpError(
      400,
      `${messages.csvColumnsMissing}: ${bulkCsvColumns.join(', ')}. Missing: ${missing.join(', ')}`,
    );
  }
  if (found.length > BULK_MAX_ROWS) {
    throw new HttpError(
      413,
      `${messages.csvTooManyRows} (${found.length}); at most ${BULK_MAX_ROWS} at a time`,
    );
  }

  const rows: CsvRow[] = [];
  const errors: BulkResult['errors'] = [];
  const seen = new Map<string, number>();
  for (const { record, line } of found) {
    const phone = (record.phone_number ?? '').trim();
    const name = (record.name ?? '').trim();
    const who = {
      ...(phone !== '' ? { phone_number: phone } : { user_id: `row ${line}` }),
      row: line,
      ...(name !== '' ? { name } : {}),
    };
    const checked = checkRow(record, today);
    if (!checked.success) {
      errors.push({ ...who, error: checked.error });
      continue;
    }
    const first = seen.get(checked.input.phone_number);
    if (first !== undefined) {
      errors.push({ ...who, error: `${messages.csvDuplicateInFile} (rows ${first} and ${line})` });
      continue;
    }
    seen.set(checked.input.phone_number, line);
    rows.push({ line, input: checked.input });
  }
  return { rows, errors };
}

function checkRow(
  record: Record<string, string>,
  today: string,
): { success: true; input: UserInput } | { success: false; error: string } {
  const active = activeCell.safeParse(record.is_active ?? '');
  if (!active.success) return { success: false, error: 'is_active must be true or false' };
  const owner = ownerCell.safeParse(record.owner ?? '');
  if (!owner.success) return { success: false, error: messages.userOwnerInvalid };
  const blankToUndefined = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? undefined : value;
  const parsed = userFields.safeParse({
    name: record.name ?? '',
    email: record.email ?? '',
    phone_number: (record.phone_number ?? '').trim(),
    apartment_number: cleanApartment(record.apartment_number ?? ''),
    member_status: blankToUndefined(record.member_status),
    is_active: active.data,
    is_owner: owner.data,
    membership_startdate: blankToUndefined(record.membership_startdate) ?? today,
  });
  if (!parsed.success) return { success: false, error: describeZodError(parsed.error, 'row') };
  const late = membershipStartProblem(parsed.data.membership_startdate, today);
  if (late) return { success: false, error: `membership_startdate: ${late}` };
  return { success: true, input: parsed.data };
}
