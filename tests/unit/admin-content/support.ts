/**
 * Uploads go through XMLHttpRequest (fetch cannot report upload progress), so the tests fake it:
 * every sent request is kept with its FormData, and the test decides its progress and answer.
 */
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { MB } from '../../../contract/platform/uploads';

type Listener =
  ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

export class FakeXhr {
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly sent: FakeXhr[]) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: FormData): void {
    this.body = body;
    this.sent.push(this);
  }
  abort(): void {
    this.onabort?.();
  }

  /** The path after the API base, e.g. 'restaurant/menus/upload'. */
  get path(): string {
    return new URL(this.url, 'http://localhost').pathname.replace(/^\/api\//, '');
  }
  progress(loaded: number, total: number): void {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** Replaces XMLHttpRequest; the returned list fills as the page sends uploads. */
export function stubUploads(): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}

export async function nextUpload(sent: FakeXhr[], index = 0): Promise<FakeXhr> {
  await waitFor(() => expect(sent.length).toBeGreaterThan(index));
  return sent[index]!;
}

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff, 0xe0];
const pdf = [...'%PDF-1.7\n'].map((char) => char.charCodeAt(0));

function fileOf(head: number[], name: string, type: string, size = 64): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

export const files = {
  png: (name = 'menu.png', size?: number) => fileOf(png, name, 'image/png', size),
  jpeg: (name = 'photo.jpg', size?: number) => fileOf(jpeg, name, 'image/jpeg', size),
  pdf: (name = 'newsletter.pdf', size?: number) => fileOf(pdf, name, 'application/pdf', size),
  /** A PDF dressed up as a PNG: the name and type lie, the bytes do not. */
  pdfNamedPng: () => fileOf(pdf, 'x.png', 'image/png'),
  /** A PNG dressed up as a PDF. */
  pngNamedPdf: () => fileOf(png, 'x.pdf', 'application/pdf'),
  tooBigImage: () => fileOf(png, 'huge.png', 'image/png', 5 * MB + 1),
  tooBigPdf: () => fileOf(pdf, 'huge.pdf', 'application/pdf', 10 * MB + 1),
};

/** The FormData of an upload as plain entries: text as is, files as their names. */
export function entriesOf(body: FormData | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of body?.entries() ?? []) {
    out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  }
  return out;
}
