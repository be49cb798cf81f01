import styles from './helpdesk.module.css';

const stars = [1, 2, 3, 4, 5] as const;

interface RatingFieldProps {
  value: number | undefined;
  error?: string;
  errorId: string;
  onChange: (rating: number) => void;
}

/**
 * 1 to 5 stars as a radio group: arrow keys move between them, and each says its number, so
 * the stars are never the only way to tell what was chosen.
 */
export function RatingField({ value, error, errorId, onChange }: RatingFieldProps) {
  return (
    <fieldset
      className={styles.stars}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>How was the work?</legend>
      {stars.map((star) => (
        <label key={star}>
          <input
            type="radio"
            name="rating"
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
          />
          <span aria-hidden="true">{'★'.repeat(star)}</span>
          <span className="visually-hidden">
            {star} {star === 1 ? 'star' : 'stars'}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
