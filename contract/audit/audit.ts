/**
 * The audit trail (issue 16): every admin act and every security event, newest first, for the
 * RWA to read at /admin/audit and export as CSV. Rows are never changed or deleted.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { freeText, isoDate, phoneNumber } from '../platform/fields';
import { messages } from '../messages';

export const auditEvent = z.object({
  id: z.string(),
  /** ISO instant. */
  at: z.string(),
  actor_phone: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  summary: z.string(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export { auditActionLabel, auditActionLabels, auditActions } from '../platform/audit-actions';
export type { AuditAction } from '../platform/audit-actions';

/** At most this many rows per answer, newest first; narrow the filters to see older ones. */
export const AUDIT_PAGE_ROWS = 500;

/** Dates are India days, both ends included. */
export const auditFilters = z
  .strictObject({
    actor: phoneNumber.optional(),
    action: freeText('Action', 'name').optional(),
    from: isoDate('From date').optional(),
    to: isoDate('To date').optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: messages.auditRangeInvalid,
    path: ['to'],
  });
export type AuditFilters = z.input<typeof auditFilters>;

export const listAuditEvents = defineEndpoint({
  method: 'GET',
  path: 'audit/events',
  access: 'rwa',
  query: auditFilters,
  response: z.array(auditEvent),
  failure: messages.auditFetchFailed,
});

/** The same rows as `listAuditEvents` with the same filters, as a CSV download. */
export const exportAuditEvents = defineEndpoint({
  method: 'GET',
  path: 'audit/events.csv',
  access: 'rwa',
  query: auditFilters,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.auditFetchFailed,
});

/** The columns of the CSV export, in order: the action's words (`action_label`) beside its code. */
export const auditCsvColumns = [
  'at',
  'actor_name',
  'actor_phone',
  'actor_role',
  'action',
  'action_label',
  'target_type',
  'target_id',
  'summary',
  'request_id',
  'ip',
] as const;
