/**
 * The audit trail's codes in words. The action codes' words live in the contract
 * (contract/platform/audit-actions.ts), beside the rules that record them, so the page and the
 * CSV say the same; a code the table does not know shows as itself: nothing is hidden.
 */
export {
  auditActionLabel as actionInWords,
  auditActions as knownActions,
} from '../../../contract/audit/audit';

export function roleInWords(role: string | null): string | undefined {
  if (role === 'rwa') return 'RWA admin';
  if (role === 'member') return 'Resident';
  if (role === 'guard') return 'Gate guard';
  if (role === 'console') return 'Server console';
  return role ?? undefined;
}
