/**
 * The audit trail as the RWA reads it: what admins did and the security events, filtered and as
 * CSV. Writing to it is the platform's (platform/audit.ts), since every room records there.
 */
export { auditHandlers as handlers } from './handlers';
