/**
 * A CSV is text: named .csv (or sent as text/csv by the phone's picker), within the server's
 * cap, and with no NUL byte in its start (a spreadsheet's .xlsx or a PDF renamed .csv has one).
 * Shared by the uploads of CSVs (the register's residents, the flats' areas).
 */
import { BULK_MAX_BYTES } from '../../contract/register/members';
import { messages } from '../../contract/messages';

export async function csvProblem(
  file: File | undefined,
  maxBytes: number = BULK_MAX_BYTES,
): Promise<string | undefined> {
  if (!file) return messages.csvFileRequired;
  const named = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!named || file.size > maxBytes) return messages.csvFileInvalid;
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  return head.includes(0) ? messages.csvFileInvalid : undefined;
}
