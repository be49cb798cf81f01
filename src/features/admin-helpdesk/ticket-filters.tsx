/**
 * The queue's filters: category, status (Active by default, each state, Overdue, or every
 * status), age and flat. A filter bar, not a form to submit: each change asks the server again,
 * from the first page.
 */
import type { HelpdeskCategory, TicketsQuery } from '../../../contract/helpdesk/helpdesk';
import { ticketStates } from '../../../contract/helpdesk/lifecycle';
import { ApartmentField } from '../../ui/apartment-field';
import { SelectField } from '../../ui/select-field';
import styles from './admin-helpdesk.module.css';

export interface TicketFilterValues {
  category_id: string;
  /** A state, 'active', 'overdue', or '' for every status. */
  status: string;
  older_than_days: string;
  apartment: string;
}

export const defaultTicketFilters: TicketFilterValues = {
  category_id: '',
  status: 'active',
  older_than_days: '',
  apartment: '',
};

const statusOptions = ['active', 'overdue', ...ticketStates, ''] as const;
const statusWords: Record<string, string> = {
  active: 'Active (not closed)',
  overdue: 'Overdue',
  '': 'Every status',
};
const ageOptions = ['', '1', '3', '7', '30'] as const;

/** The chosen filters as the contract takes them, on page `page` (from 0). */
export function ticketsQueryOf(values: TicketFilterValues, page: number): TicketsQuery {
  return {
    ...(values.category_id ? { category_id: values.category_id } : {}),
    ...(values.status ? { status: values.status as TicketsQuery['status'] } : {}),
    ...(values.older_than_days
      ? { older_than_days: values.older_than_days as TicketsQuery['older_than_days'] }
      : {}),
    ...(values.apartment ? { apartment: values.apartment } : {}),
    ...(page > 0 ? { page: String(page) } : {}),
  };
}

interface TicketFiltersProps {
  values: TicketFilterValues;
  categories: readonly HelpdeskCategory[];
  onChange: (values: TicketFilterValues) => void;
}

export function TicketFilters({ values, categories, onChange }: TicketFiltersProps) {
  const set = (change: Partial<TicketFilterValues>) => onChange({ ...values, ...change });
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return (
    <div className={styles.filters} role="group" aria-label="Filter the complaints">
      <SelectField
        label="Category"
        options={['', ...categories.map((category) => category.id)]}
        format={(id) => (id === '' ? 'Every category' : (names.get(String(id)) ?? String(id)))}
        value={values.category_id}
        onChange={(event) => set({ category_id: event.target.value })}
      />
      <SelectField
        label="Status"
        options={statusOptions}
        format={(status) => statusWords[status] ?? String(status)}
        value={values.status}
        onChange={(event) => set({ status: event.target.value })}
      />
      <SelectField
        label="Age"
        options={ageOptions}
        format={(days) =>
          days === '' ? 'Any age' : `Older than ${days} ${days === '1' ? 'day' : 'days'}`
        }
        value={values.older_than_days}
        onChange={(event) => set({ older_than_days: event.target.value })}
      />
      <ApartmentField
        label="Flat"
        value={values.apartment}
        onValue={(apartment) => set({ apartment })}
      />
    </div>
  );
}
