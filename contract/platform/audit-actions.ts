/**
 * Every action code the audit trail records (issue 16), with the words an admin reads for it
 * (issue 35): on /admin/audit and next to the code in its CSV. The endpoints' `audit` rules and
 * the server's security events are typed by this table, so a new code without words does not
 * compile. Past tense, as a log line reads: "Confirmed or changed a booking".
 */
export const auditActionLabels = {
  'auth.sign_in': 'Signed in',
  'auth.verify_failed': 'Wrong sign-in code',
  'auth.lockout': 'Locked after wrong codes',
  'auth.logout': 'Signed out',
  'auth.sessions_revoked': 'Signed out on all devices',
  'user.create': 'Added a resident',
  'user.bulk_create': 'Uploaded residents (CSV)',
  'user.status': 'Changed a resident’s membership or access',
  'user.edit': 'Edited a resident',
  'user.remove': 'Removed a resident',
  'user.role': 'Changed a role',
  'user.sign_out_everywhere': 'Signed a resident out everywhere',
  'user.unlock': 'Unlocked a sign-in',
  'guard.create': 'Added a gate guard',
  'guard.remove': 'Removed a gate guard',
  'gate.settings': 'Changed the overstay grace time',
  'booking.status': 'Changed a booking’s status',
  'golf_cart.status': 'Changed a golf-cart request’s status',
  'broadcast.send': 'Sent a broadcast',
  'update.create': 'Posted a community update',
  'update.delete': 'Deleted a community update',
  'event.create': 'Created an event',
  'event.update': 'Edited an event',
  'event.delete': 'Deleted an event',
  'menu.upload': 'Uploaded a menu',
  'menu.delete': 'Deleted a menu',
  'newsletter.upload': 'Uploaded a newsletter',
  'newsletter.delete': 'Deleted a newsletter',
  'gallery.upload': 'Uploaded a photo',
  'gallery.delete': 'Deleted a photo',
  'tender.create': 'Created a tender',
  'tender.edit': 'Edited a tender',
  'tender.delete': 'Deleted a tender',
  'document.upload': 'Uploaded an apartment document',
  'document.delete': 'Deleted an apartment document',
  'assistant_file.upload': 'Uploaded a document for Ask RWA',
  'assistant_file.delete': 'Deleted a document of Ask RWA',
  'lost_found.create': 'Added a lost & found item',
  'lost_found.image': 'Changed a lost & found photo',
  'lost_found.edit': 'Edited a lost & found item',
  'lost_found.status': 'Closed or reopened a lost & found item',
  'lost_found.delete': 'Deleted a lost & found item',
  'helpdesk.report': 'Reported a complaint for a flat',
  'helpdesk.status': 'Changed a complaint’s status',
  'helpdesk.priority': 'Changed a complaint’s priority',
  'helpdesk.comment': 'Replied on a complaint',
  'helpdesk.category_create': 'Added a complaint category',
  'helpdesk.category_edit': 'Edited a complaint category',
  'poll.create': 'Created a poll',
  'poll.update': 'Edited a poll',
  'poll.close': 'Closed a poll',
  'poll.paper_vote': 'Recorded a paper vote',
  'agm.create': 'Called an AGM',
  'agm.attendance': 'Recorded AGM attendance',
  'parcels.overdue_days': 'Changed when parcels count as uncollected',
  'dues.settings': 'Changed the dues settings',
  'dues.charge_head_create': 'Added a charge head',
  'dues.charge_head_update': 'Edited a charge head',
  'dues.flat_area': 'Set a flat’s area',
  'dues.flat_areas': 'Uploaded flat areas (CSV)',
  'dues.generate': 'Generated the dues invoices',
  'dues.invoice_cancel': 'Cancelled an invoice',
  'dues.payment_record': 'Recorded a payment at the desk',
  'dues.payment_confirm': 'Confirmed a payment',
  'dues.payment_reject': 'Rejected a payment',
  'dues.payment_reverse': 'Reversed a payment',
  'dues.gateway_payment': 'Payment received through the gateway',
  'dues.reminders': 'Sent dues reminders',
  'dues.bank_format': 'Saved a bank statement format',
  'dues.statement_import': 'Imported a bank statement',
  'dues.statement_match': 'Matched a bank statement line',
  'dues.statement_confirm': 'Confirmed bank statement matches',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** The words for a recorded code; a code from before a rename shows as itself, never hidden. */
export function auditActionLabel(code: string): string {
  return (auditActionLabels as Record<string, string>)[code] ?? code;
}
