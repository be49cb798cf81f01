/**
 * A row of toggle chips where one is chosen (a filter: All, Lost, Found). Each is a real button
 * with `aria-pressed`, 44 px tall, and the row wraps at 360 px.
 */
import styles from './chip-group.module.css';

interface ChipGroupProps<T extends string> {
  /** Names the group for assistive technology, e.g. 'Filter by type'. */
  label: string;
  options: readonly T[];
  selected: T;
  onSelect: (option: T) => void;
  /** How an option reads (the value by default). */
  format?: (option: T) => string;
}

export function ChipGroup<T extends string>(props: ChipGroupProps<T>) {
  const { label, options, selected, onSelect, format } = props;
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.chip}
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
        >
          {format ? format(option) : option}
        </button>
      ))}
    </div>
  );
}
