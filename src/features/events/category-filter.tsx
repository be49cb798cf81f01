import styles from './events.module.css';

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
    <div role="group" aria-label="Filter by category" className={styles.filter}>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.chip}
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
