/**
 * Signed, expiring links to apartment documents (DESIGN.md §6 Files). A link is
 * `<document id>.<expiry, unix seconds>.<HMAC-SHA256 of both>`: it opens the PDF in a new tab,
 * where no Authorization header goes, and it is worthless once expired or changed. Nothing is
 * stored, so a link cannot be revoked early; deleting the document ends it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './derived-key';

export interface DocumentLink {
  /** `documents/link/<token>`, relative to the API base. */
  url: string;
  expiresAt: Date;
}

export interface DocumentLinks {
  sign(documentId: number, now: Date): DocumentLink;
  /** The document id the token names, or null when it is forged, altered or expired. */
  verify(token: string, now: Date): number | null;
}

export function createDocumentLinks(options: {
  secret: string;
  ttlSeconds: number;
}): DocumentLinks {
  const key = deriveKey(options.secret, 'document-links');
  const signature = (payload: string): Buffer => createHmac('sha256', key).update(payload).digest();

  return {
    sign(documentId, now) {
      const expires = Math.floor(now.getTime() / 1000) + options.ttlSeconds;
      const payload = `${documentId}.${expires}`;
      return {
        url: `documents/link/${payload}.${signature(payload).toString('base64url')}`,
        expiresAt: new Date(expires * 1000),
      };
    },

    verify(token, now) {
      const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id = '', expires = '', given = ''] = match;
      const expected = signature(`${id}.${expires}`);
      const actual = Buffer.from(given, 'base64url');
      // Constant time, so the signature cannot be guessed a byte at a time.
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return Number(id);
    },
  };
}
