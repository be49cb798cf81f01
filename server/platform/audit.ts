/**
 * The audit trail (issue 16): one row per admin act and per security event, written in the
 * transaction of the change it records, so a change without its row (or a row without its
 * change) cannot happen. The table refuses UPDATE and DELETE (migration 0013).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction } from '../../contract/platform/audit-actions';
import type { Database, User } from './db/schema';

export interface AuditEntry {
  /**
   * Who acted; null when nobody is signed in (a wrong code for an unknown phone). The operator
   * at the server's console (`npm run admin`) is CONSOLE_ACTOR.
   */
  actor: {
    phone_number: string | null;
    name: string | null;
    role: User['role'] | 'console';
  } | null;
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  summary?: string;
  /** Where the call came from. */
  requestId?: string | null;
  ip?: string | null;
}

/** The operator who runs the server, acting from its console (domains/register/break-glass.ts). */
export const CONSOLE_ACTOR = {
  phone_number: null,
  name: 'Server console',
  role: 'console',
} as const;

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, at: Date) {
  await db
    .insertInto('audit_events')
    .values({
      at,
      actor_phone: entry.actor?.phone_number ?? null,
      actor_name: entry.actor?.name ?? null,
      actor_role: entry.actor?.role ?? null,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      summary: (entry.summary ?? '').slice(0, SUMMARY_MAX),
      request_id: entry.requestId ?? null,
      ip: entry.ip ?? null,
    })
    .execute();
}

/** Where a call came from: the request's id and the client's address (as TRUST_PROXY says). */
export interface Origin {
  requestId: string;
  ip: string;
}

export function originOf(request: FastifyRequest): Origin {
  return { requestId: request.id, ip: request.ip };
}

const SUMMARY_MAX = 500;
const VALUE_MAX = 60;
/** Never in a summary, whatever a body calls them. */
const secretKey = /otp|token|password|secret|code/i;

/**
 * A short account of what a body asked for: its plain fields, each cut short. Files are named
 * by the handler, never read here; nested values are counted, not copied.
 */
export function summarize(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === '' || secretKey.test(key)) continue;
    parts.push(`${key}: ${describe(value)}`);
  }
  return parts.join('; ');
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return '…';
  const text = String(value).replace(/\s+/g, ' ');
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}
