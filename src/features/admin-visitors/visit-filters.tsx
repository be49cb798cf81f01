/**
 * The visitor log's filters: India days, a flat, a kind, and flagged entries only. A filter bar,
 * not a form to submit: each change asks the server again once the contract accepts it. The
 * days and the flat hold for every tab of the log; a kind for visits and passes; flags for
 * visits only (issue 34).
 */
import { messages } from '../../../contract/messages';
import type { PassLogQuery, WalkInLogQuery } from '../../../contract/gate/estate-log';
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

/** The log's tabs, each a list of its own under the same filters. */
export type LogTab = 'visits' | 'passes' | 'walk-ins';

const kindOptions: Record<LogTab, readonly string[]> = {
  visits: ['', ...passKinds, 'walk_in'],
  passes: ['', ...passKinds],
  'walk-ins': [],
};

const isPassKind = (kind: string | undefined): kind is PassLogQuery['kind'] =>
  (passKinds as readonly (string | undefined)[]).includes(kind);

/** The days and the flat of the visits' filters, which every list of the log takes. */
export function walkInLogFilters(filters: VisitsQuery | undefined): WalkInLogQuery | undefined {
  if (!filters) return undefined;
  const { from, to, apartment } = filters;
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(apartment ? { apartment } : {}),
  };
}

/** The visits' filters as the passes take them: a walk-in kind chosen for visits means any. */
export function passLogFilters(filters: VisitsQuery | undefined): PassLogQuery | undefined {
  const days = walkInLogFilters(filters);
  const kind = filters?.kind;
  if (!days) return undefined;
  return isPassKind(kind) ? { ...days, kind } : days;
}

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
  /** Which list they filter: the fields that do not apply to it are left out. */
  tab?: LogTab;
}

export function VisitFilters({ values, onChange, problem, tab = 'visits' }: VisitFiltersProps) {
  const kinds = kindOptions[tab];
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
      {kinds.length > 0 && (
        <SelectField
          label="Kind"
          options={kinds}
          format={(kind) => (kind === '' ? 'Every kind' : visitKindLabels[kind as Visit['kind']])}
          value={kinds.includes(values.kind) ? values.kind : ''}
          onChange={(event) => set({ kind: event.target.value })}
        />
      )}
      {tab === 'visits' && (
        <label className={`${fieldStyles.check} ${styles.flagged}`}>
          <input
            type="checkbox"
            checked={values.flagged}
            onChange={(event) => set({ flagged: event.target.checked })}
          />
          Flagged only
        </label>
      )}
    </div>
  );
}
