import { ChipGroup } from '../../ui/chip-group';

export const ALL_CATEGORIES = 'All';

/** SPEC.md §2: the filter offers the categories the events actually have, in their order. */
export function categoriesOf(events: readonly { category: string }[]): string[] {
  return [ALL_CATEGORIES, ...new Set(events.map((event) => event.category))];
}

interface CategoryFilterProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}

export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <ChipGroup
      label="Filter by category"
      options={categories}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
