/** SPEC.md §2: the All / Sports / Banquet Hall filter of /facilities. */
import { Button } from '../../ui/button';
import type { FacilityCategory } from './facility-category';
import styles from './facilities.module.css';

const options: { value: FacilityCategory; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'sports', label: 'Sports' },
  { value: 'banquet', label: 'Banquet Hall' },
];

interface CategoryFilterProps {
  value: FacilityCategory;
  onChange: (category: FacilityCategory) => void;
}

export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Show facilities" className={styles.filter}>
      {options.map((option) => (
        <Button
          key={option.value}
          variant={option.value === value ? 'primary' : 'secondary'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
