import { lostFoundCategories, lostFoundTypes } from '../../../contract/lost-found/lost-found';
import { ChipGroup } from '../../ui/chip-group';
import { Field } from '../../ui/field';
import { lostFoundTypeLabel } from '../../ui/lost-found/lost-found-badges';
import { SelectField } from '../../ui/select-field';
import { ALL, type ItemFilters } from './item-filters';
import styles from './lost-and-found.module.css';

const typeChoices = [ALL, ...lostFoundTypes] as const;
const categoryChoices = [ALL, ...lostFoundCategories] as const;

interface FiltersBarProps {
  filters: ItemFilters;
  onChange: (filters: ItemFilters) => void;
}

/**
 * Search over title, description and location; a type filter; a category filter (SPEC.md §2).
 * Eight categories make too many chips for a phone's width, so they are a list.
 */
export function FiltersBar({ filters, onChange }: FiltersBarProps) {
  const set = (change: Partial<ItemFilters>) => onChange({ ...filters, ...change });
  return (
    <div className={styles.filters}>
      <Field
        label="Search items"
        type="search"
        name="search"
        hint="Matches title, description and location"
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
      />
      <ChipGroup
        label="Filter by type"
        options={typeChoices}
        selected={filters.type}
        format={(type) => (type === ALL ? ALL : lostFoundTypeLabel(type))}
        onSelect={(type) => set({ type })}
      />
      <SelectField
        label="Filter by category"
        name="filter-category"
        options={categoryChoices}
        value={filters.category}
        onChange={(event) => set({ category: event.target.value as ItemFilters['category'] })}
      />
    </div>
  );
}
