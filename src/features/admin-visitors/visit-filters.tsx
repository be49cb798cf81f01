/**
 * The visitor log's filters: India days, a flat, a kind, and flagged entries only. A filter bar,
 * not a form to submit: each change asks the server again once the contract accepts it.
 */
import { messages } from '../../../contract/messages';
import {
  passKindLabels,
  passKinds,
  visitsQuery,
  type Visit,
  type VisitsQuery,
} from '../../../contract/gate/visitors';
import { ApartmentField } from '../../ui/apartment-field';
import { Field } from '../../ui/field';
import fieldStyles from '../../ui/field.module.css';
import { SelectField } from '../../ui/select-field';
import styles from './admin-visitors.module.css';

export interface VisitFilterValues {
  from: string;
  to: string;
  apartment: string;
  kind: string;
  flagged: boolean;
}

export const noVisitFilters: VisitFilterValues = {
  from: '',
  to: '',
  apartment: '',
  kind: '',
  flagged: false,
};

export const visitKindLabels: Record<Visit['kind'], string> = {
  ...passKindLabels,
  walk_in: 'Walk-in',
};

const kindOptions = ['', ...passKinds, 'walk_in'] as const;

/** The chosen filters as the contract takes them, or the complaint to show under To. */
export function visitFiltersOf(values: VisitFilterValues): {
  filters?: VisitsQuery;
  problem?: string;
} {
  const chosen = {
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.apartment ? { apartment: values.apartment } : {}),
    ...(values.kind ? { kind: values.kind } : {}),
    ...(values.flagged ? { flagged: 'true' } : {}),
  };
  const parsed = visitsQuery.safeParse(chosen);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message };
  if (parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
    return { problem: messages.visitsRangeInvalid };
  }
  return { filters: parsed.data };
}

interface VisitFiltersProps {
  values: VisitFilterValues;
  onChange: (values: VisitFilterValues) => void;
  problem?: string;
}

export function VisitFilters({ values, onChange, problem }: VisitFiltersProps) {
  const set = (change: Partial<VisitFilterValues>) => onChange({ ...values, ...change });
  return (
    <div className={styles.filters} role="group" aria-label="Filter the visitor log">
      <Field
        label="From"
        type="date"
        value={values.from}
        onChange={(event) => set({ from: event.target.value })}
      />
      <Field
        label="To"
        type="date"
        value={values.to}
        error={problem}
        onChange={(event) => set({ to: event.target.value })}
      />
      <ApartmentField
        label="Flat"
        value={values.apartment}
        onValue={(apartment) => set({ apartment })}
      />
      <SelectField
        label="Kind"
        options={kindOptions}
        format={(kind) => (kind === '' ? 'Every kind' : visitKindLabels[kind as Visit['kind']])}
        value={values.kind}
        onChange={(event) => set({ kind: event.target.value })}
      />
      <label className={`${fieldStyles.check} ${styles.flagged}`}>
        <input
          type="checkbox"
          checked={values.flagged}
          onChange={(event) => set({ flagged: event.target.checked })}
        />
        Flagged only
      </label>
    </div>
  );
}
