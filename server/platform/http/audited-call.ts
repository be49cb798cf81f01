/**
 * One admin act on its way to the audit trail. An endpoint with an `audit` rule, called by an
 * RWA admin, records one row inside the first `transaction` the handler runs, so the act and
 * its record commit together. A call that fails records nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { EndpointDef } from '../../../contract/platform/endpoint';
import type { Database, User } from '../db/schema';
import { originOf, recordAudit, summarize } from '../audit';
import type { AuditNote, UploadedFile } from './handler';

export interface AuditedCall {
  /** `work`, followed in its own transaction by the audit row (once per call). */
  within<T>(work: (tx: Kysely<Database>) => Promise<T>): (tx: Kysely<Database>) => Promise<T>;
  describe(note: AuditNote): void;
  /** Records the act after the handler succeeded, unless a transaction already did. */
  finish(result: unknown): Promise<void>;
}

interface CallInput {
  params: unknown;
  body: unknown;
  file: UploadedFile | null | undefined;
  files: UploadedFile[] | undefined;
}

export function startAuditedCall(
  endpoint: EndpointDef,
  user: User | null,
  request: FastifyRequest,
  input: CallInput,
): AuditedCall | null {
  const rule = endpoint.audit;
  if (!rule || user?.role !== 'rwa') return null;
  let note: AuditNote = {};
  let recorded = false;

  const record = async (db: Kysely<Database>, result: unknown) => {
    if (recorded) return;
    recorded = true;
    const entry = {
      actor: user,
      action: rule.action,
      targetType: rule.target,
      targetId: note.targetId ?? idOf(input.params) ?? idOf(result),
      summary: note.summary ?? describeInput(input),
      ...originOf(request),
    };
    await recordAudit(db, entry, request.server.now());
  };

  return {
    within: (work) => async (tx) => {
      const result = await work(tx);
      await record(tx, result);
      return result;
    },
    describe(next) {
      note = { ...note, ...next };
    },
    async finish(result) {
      if (recorded) return;
      // Every audited handler runs its change in `transaction` (tests/server/audit-trail walks
      // them all); one that did not still leaves its record, and the defect is logged.
      request.log.error({ action: rule.action }, 'defect: audited change made outside transaction');
      await record(request.server.db, result);
    },
  };
}

/** The target's id: the path's own (`:id`, `:phone`, `:booking_id`), else the answer's. */
function idOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['id', 'phone', 'booking_id']) {
    const id = record[key];
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  const user = record.user;
  return user && typeof user === 'object'
    ? idOf({ id: (user as Record<string, unknown>).phone_number })
    : undefined;
}

/** The body's plain fields and the uploaded files' names, sizes and kinds (never their bytes). */
function describeInput(input: CallInput): string {
  const files = [...(input.files ?? []), ...(input.file ? [input.file] : [])].map(
    (file) => `${file.name} (${file.kind}, ${Math.ceil(file.bytes.length / 1024)} KB)`,
  );
  const parts = [summarize(input.body), files.length ? `files: ${files.join(', ')}` : ''];
  return parts.filter(Boolean).join('; ');
}
