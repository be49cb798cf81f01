/**
 * Uploaded files (DESIGN.md §6 Files): which kinds we take, how big, and how a kind is told from
 * its first bytes, never from its name or Content-Type. The app checks before it uploads, the
 * server checks again on what actually arrived.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export type FileKind = 'image/jpeg' | 'image/png' | 'application/pdf';

export const MB = 1024 * 1024;

/** JPEG/PNG images up to 5 MB, PDFs up to 10 MB (SPEC.md §9, enforced by the server). */
export const uploadRules = {
  image: { kinds: ['image/jpeg', 'image/png'] as const, maxBytes: 5 * MB, label: '5 MB' },
  pdf: { kinds: ['application/pdf'] as const, maxBytes: 10 * MB, label: '10 MB' },
} as const;
export type UploadRule = keyof typeof uploadRules;

const signatures: { kind: FileKind; bytes: number[] }[] = [
  { kind: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The kind the first bytes say, or undefined for anything we do not take. */
export function sniffFileKind(head: Uint8Array): FileKind | undefined {
  return signatures.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))?.kind;
}

/** How many leading bytes `sniffFileKind` needs. */
export const SNIFF_BYTES = 8;

export function fileExtension(kind: FileKind): string {
  return { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' }[kind];
}

/**
 * An uploaded file, by its generated name. Public on purpose: `<img>` cannot send a bearer token,
 * and the names are 128 random bits, so only someone shown a URL can fetch it. Private files
 * (apartment documents) never go through this call.
 */
export const getFile = defineEndpoint({
  method: 'GET',
  path: 'files/:name',
  access: 'public',
  params: z.strictObject({ name: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.(jpg|png|pdf)$/) }),
  responseType: 'file',
  response: z.unknown(),
  failure: 'Failed to load the file',
});
