/**
 * Who, what and when of the audit trail. A filter bar, not a form to submit: each change asks
 * the server again, once the contract's `auditFilters` accepts what is chosen.
 */
import type { Resident } from '../../../contract/register/members';
import { Field } from '../../ui/field';
import { FieldFrame } from '../../ui/field-frame';
import { actionInWords } from './action-words';
import styles from './admin-audit.module.css';

export interface FilterValues {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const noFilters: FilterValues = { actor: '', action: '', from: '', to: '' };

interface AuditFiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  people: readonly Resident[];
  /** Codes to offer: the known ones and any the rows carry. */
  actions: readonly string[];
  /** The contract's complaint about the dates (from after to). */
  rangeError?: string;
}

export function AuditFilterBar({
  values,
  onChange,
  people,
  actions,
  rangeError,
}: AuditFiltersProps) {
  const set = (change: Partial<FilterValues>) => onChange({ ...values, ...change });
  const byName = [...people].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  const byWords = [...actions].sort((a, b) => actionInWords(a).localeCompare(actionInWords(b)));
  return (
    <div className={styles.filters} role="group" aria-label="Filter the audit trail">
      <FieldFrame label="Person">
        {(control) => (
          <select
            {...control}
            value={values.actor}
            onChange={(e) => set({ actor: e.target.value })}
          >
            <option value="">Everyone</option>
            {byName.map((person) => (
              <option key={person.phone_number} value={person.phone_number}>
                {person.name ?? 'No name'} · {person.phone_number}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label="Action">
        {(control) => (
          <select
            {...control}
            value={values.action}
            onChange={(e) => set({ action: e.target.value })}
          >
            <option value="">Every action</option>
            {byWords.map((code) => (
              <option key={code} value={code}>
                {actionInWords(code)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Field
        label="From"
        type="date"
        value={values.from}
        onChange={(e) => set({ from: e.target.value })}
      />
      <Field
        label="To"
        type="date"
        value={values.to}
        error={rangeError}
        onChange={(e) => set({ to: e.target.value })}
      />
    </div>
  );
}
