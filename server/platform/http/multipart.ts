/**
 * Reads a multipart call of an endpoint with `upload` (DESIGN.md §6 Files): its text fields and
 * its file (or up to `maxFiles` files), in the endpoint's field, each streamed under a hard cap. The whole request is
 * read before anything is judged, so an over-size file is never stored and the client always
 * gets its answer after its upload ends. What is refused, and how:
 * - over the cap of the upload rule: 413 with imageTooLarge / pdfTooLarge (at once when the
 *   declared Content-Length is far past it);
 * - too many or too long text fields: 413 uploadTooLarge;
 * - a file in another field, or one file too many: 400;
 * - not multipart at all: 415; broken multipart: 400 uploadMalformed;
 * then (register.ts) the text fields against `body`, then missing / wrong kind (this file).
 */
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { EndpointDef } from '../../../contract/platform/endpoint';
import { cleanFileName } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { SNIFF_BYTES, sniffFileKind, uploadRules } from '../../../contract/platform/uploads';
import type { FileKind } from '../../../contract/platform/uploads';
import { HttpError } from './http-error';
import { pdfOpens } from '../files/pdf-text';
import { imageDecodes } from '../files/uploads';
import type { UploadedFile } from './handler';

export type Upload = NonNullable<EndpointDef['upload']>;

/** Text fields of every upload form fit easily: an event's JSON is at most ~25 kB. */
export const TEXT_FIELD_LIMITS = {
  fields: 10,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
} as const;

/** What the text fields and part headers of a form can add to its file. */
const MAX_FORM_OVERHEAD = TEXT_FIELD_LIMITS.fields * TEXT_FIELD_LIMITS.fieldSize + 64 * 1024;

const tooLargeMessage = {
  image: messages.imageTooLarge,
  pdf: messages.pdfTooLarge,
} as const;

export interface MultipartInput {
  fields: Record<string, string>;
  /** The files as they arrived, in order; empty ones are left out. */
  files: { bytes: Buffer; name: string }[];
}

export async function readMultipart(
  request: FastifyRequest,
  upload: Upload,
): Promise<MultipartInput> {
  if (!request.isMultipart()) throw new HttpError(415, messages.uploadMalformed);
  const rule = uploadRules[upload.rule];
  const maxFiles = upload.maxFiles ?? 1;
  // A body declared far past anything allowed is refused before it is read at all.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > rule.maxBytes * maxFiles + MAX_FORM_OVERHEAD) {
    throw new HttpError(413, tooLargeMessage[upload.rule]);
  }
  const fields: Record<string, string> = {};
  const files: MultipartInput['files'] = [];
  // The first problem wins, but the request is still read to its end.
  let problem: HttpError | null = null;
  const refuse = (error: HttpError) => {
    problem ??= error;
  };
  try {
    const parts = request.parts({
      limits: {
        ...TEXT_FIELD_LIMITS,
        fileSize: rule.maxBytes,
        files: maxFiles,
        parts: TEXT_FIELD_LIMITS.fields + maxFiles,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        readField(part, fields, refuse);
        continue;
      }
      if (part.fieldname !== upload.field) {
        part.file.resume();
        refuse(extraFile(upload));
        continue;
      }
      const bytes = await readCapped(part);
      if (part.file.truncated) refuse(new HttpError(413, tooLargeMessage[upload.rule]));
      else if (bytes.length > 0) files.push({ bytes, name: cleanFileName(part.filename) });
    }
  } catch (error) {
    refuse(fromParserError(error, upload));
  }
  if (problem) throw problem;
  return { fields, files };
}

function readField(
  part: MultipartValue,
  fields: Record<string, string>,
  refuse: (error: HttpError) => void,
): void {
  if (part.valueTruncated || part.fieldnameTruncated) {
    refuse(new HttpError(413, messages.uploadTooLarge));
    return;
  }
  // A field sent as application/json arrives parsed; the contract checks the text.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  fields[part.fieldname] = value;
}

/** Reads the file part; busboy stops at the cap and marks the stream truncated. */
async function readCapped(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return part.file.truncated ? Buffer.alloc(0) : Buffer.concat(chunks);
}

const extraFile = (upload: Upload) =>
  new HttpError(
    400,
    (upload.maxFiles ?? 1) > 1
      ? `Send at most ${upload.maxFiles} files, in the form field "${upload.field}".`
      : `Send one file only, in the form field "${upload.field}".`,
  );

function fromParserError(error: unknown, upload: Upload): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, tooLargeMessage[upload.rule]);
    case 'FST_FILES_LIMIT':
      return extraFile(upload);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, messages.uploadTooLarge);
    default:
      return new HttpError(400, messages.uploadMalformed, {}, { cause: error });
  }
}

/**
 * The file a handler may use: present, non-empty, of a kind the rule allows by its magic bytes,
 * and one that actually opens: an image sharp decodes, a PDF pdf.js reads (a JPEG or PDF header
 * on garbage is refused here, by name, before any handler stores it).
 */
export async function checkUploadedFile(
  file: MultipartInput['files'][number] | undefined,
  upload: Upload,
): Promise<UploadedFile> {
  if (!file) throw new HttpError(400, upload.missing);
  const kind = sniffFileKind(file.bytes.subarray(0, SNIFF_BYTES));
  const allowed: readonly FileKind[] = uploadRules[upload.rule].kinds;
  if (!kind || !allowed.includes(kind)) throw new HttpError(400, upload.wrongType);
  const opens =
    kind === 'application/pdf' ? await pdfOpens(file.bytes) : await imageDecodes(file.bytes, kind);
  if (!opens) throw new HttpError(400, messages.fileDamaged(file.name, upload.wrongType));
  return { bytes: file.bytes, kind, name: file.name };
}
