/**
 * Turns a stored record into the HTTP request, at send time: the token is fresh, the body is
 * rebuilt from the payload, and the record id is the Idempotency-Key, so a resend after a crash
 * or a lost answer is recognised by the server instead of applied twice.
 */
import { buildPath } from '../../contract/platform/endpoint';
import type { OutboxRecord } from './db';
import { kindVersion, type OutboxKind } from './outbox-kinds';
import type { TransportRequest } from './transport';

/** The payload in the kind's current shape (records may predate an app update). */
export function currentPayload(record: OutboxRecord, kind: OutboxKind): unknown {
  if (record.schemaVersion === kindVersion(kind) || !kind.migrate) return record.payload;
  return kind.migrate(record.payload, record.schemaVersion);
}

export function buildOutboxRequest(
  record: OutboxRecord,
  kind: OutboxKind,
  payload: unknown,
  token: string,
): TransportRequest {
  const parts = kind.toRequest(payload);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': record.id,
  };
  const request: TransportRequest = {
    method: kind.endpoint.method,
    path: buildPath(kind.endpoint.path, parts.params) + (search ? `?${search}` : ''),
    headers,
  };

  const multipart =
    parts.multipart !== undefined ||
    kind.endpoint.bodyType === 'multipart' ||
    (record.attachments?.length ?? 0) > 0;
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts.multipart ?? {})) {
      if (value !== undefined && value !== null) form.append(name, String(value));
    }
    for (const file of record.attachments ?? []) {
      form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
    }
    request.body = form; // fetch sets the multipart boundary itself
  } else if (parts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(parts.body);
  }
  return request;
}
