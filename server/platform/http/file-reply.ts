/** Sends a handler's `FileReply` (DESIGN.md §6 Files): bytes with headers a browser can trust. */
import type { FastifyReply } from 'fastify';
import type { FileReply } from './handler';

/**
 * RFC 6266: a plain `filename` every browser reads (non-ASCII and quoting characters replaced),
 * plus `filename*` in UTF-8 (RFC 8187) when the name is not plain ASCII.
 */
export function contentDisposition(
  disposition: FileReply['disposition'],
  fileName: string,
): string {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const header = `${disposition}; filename="${ascii}"`;
  if (ascii === name) return header;
  return `${header}; filename*=UTF-8''${encodeRfc8187(name)}`;
}

/** No path separators or control characters in a name a browser will save to disk. */
export function safeFileName(fileName: string): string {
  const cleaned = [...fileName]
    .map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || '/\\:*?"<>|'.includes(c) ? '-' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'download' : cleaned;
}

/** Percent-encodes all but RFC 8187 attr-chars (encodeURIComponent leaves a few it must not). */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * An uploaded file opened on its own is a document of our origin: a sandbox keeps anything in it
 * from running or reaching the app's storage. Not for PDFs: Chrome and Safari refuse to show a
 * PDF in a sandboxed document, and their viewers run apart from the page anyway; those keep the
 * app's policy (platform/http/security-headers.ts).
 */
export const FILE_CSP = "sandbox; default-src 'none'";

export function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  const size = Buffer.isBuffer(file.body) ? file.body.length : file.size;
  if (file.contentType !== 'application/pdf') reply.header('content-security-policy', FILE_CSP);
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.cacheControl ?? 'no-store');
  if (size !== undefined) reply.header('content-length', String(size));
  if (file.vary) reply.header('vary', file.vary);
  return reply.send(file.body);
}
