/**
 * Signed, expiring links to apartment documents (DESIGN.md §6 Files). A link is
 * `<document id>.<expiry, unix seconds>.<session>.<HMAC-SHA256 of the three>`: it opens the PDF
 * in a new tab, where no Authorization header goes, and it is worthless once expired or
 * changed. It names the session it was made for, so it dies with that session: a logout, a
 * "sign out everywhere", a deactivation or a move-out ends it too (domains/documents/handlers.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/auth/derived-key';

export interface DocumentLink {
  /** `documents/link/<token>`, relative to the API base. */
  url: string;
  expiresAt: Date;
}

export interface DocumentLinks {
  sign(documentId: number, sessionId: string, now: Date): DocumentLink;
  /** What the token names, or null when it is forged, altered or expired. */
  verify(token: string, now: Date): { documentId: number; sessionId: string } | null;
}

export function createDocumentLinks(options: {
  secret: string;
  ttlSeconds: number;
}): DocumentLinks {
  const key = deriveKey(options.secret, 'document-links');
  const signature = (payload: string): Buffer => createHmac('sha256', key).update(payload).digest();

  return {
    sign(documentId, sessionId, now) {
      const expires = Math.floor(now.getTime() / 1000) + options.ttlSeconds;
      const payload = `${documentId}.${expires}.${sessionId.replaceAll('-', '')}`;
      return {
        url: `documents/link/${payload}.${signature(payload).toString('base64url')}`,
        expiresAt: new Date(expires * 1000),
      };
    },

    verify(token, now) {
      const match = /^(\d{1,15})\.(\d{1,12})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id = '', expires = '', session = '', given = ''] = match;
      const expected = signature(`${id}.${expires}.${session}`);
      const actual = Buffer.from(given, 'base64url');
      // One spelling per signature: base64url's last character has spare bits, and a link with
      // them changed must not open (the decoder would ignore them).
      if (actual.toString('base64url') !== given) return null;
      // Constant time, so the signature cannot be guessed a byte at a time.
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      const sessionId = session.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
      return { documentId: Number(id), sessionId };
    },
  };
}
