/**
 * The dues pages' CSV forms (a flat's areas, a bank statement): any fields of their own, the
 * file checked before it is sent, the button, and the result under it until the next upload.
 * What a file's lines came to is listed line by line (LineList), never as one lump.
 */
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvFileField, useCsvChoice } from '../../ui/csv-file-field';
import styles from './admin-dues.module.css';

interface CsvUploadFormProps<T> {
  /** The form's name, as a screen reader says it. */
  label: string;
  file: { label: string; hint: string };
  submitLabel: string;
  online: boolean;
  /** The upload's state: a mutation's isPending, error and data. */
  upload: { isPending: boolean; error: Error | null; data: T | undefined };
  /** What a failed upload says when the server gave no reason. */
  failure: string;
  send: (file: File) => void;
  outcome: (result: T) => ReactNode;
  /** Fields before the file (whose columns read it). */
  children?: ReactNode;
}

export function CsvUploadForm<T>(props: CsvUploadFormProps<T>) {
  const { label, file, submitLabel, online, upload, failure, send, outcome, children } = props;
  const choice = useCsvChoice(send);
  return (
    <form
      onSubmit={(event) => void choice.submit(event)}
      noValidate
      className={styles.form}
      aria-label={label}
    >
      {children}
      <CsvFileField label={file.label} hint={file.hint} choice={choice} />
      <Button type="submit" busy={upload.isPending} disabled={!online}>
        {submitLabel}
      </Button>
      <div aria-live="polite" className={styles.result}>
        {upload.error && <Banner tone="error">{errorMessage(upload.error, failure)}</Banner>}
        {upload.data !== undefined && outcome(upload.data)}
      </div>
    </form>
  );
}

/** 'Line 5: The date is not a day…', one item a line, named for what the lines are. */
export function LineList({
  label,
  lines,
}: {
  label: string;
  lines: readonly { line: number; message: string }[];
}) {
  if (lines.length === 0) return null;
  return (
    <ul aria-label={label} className={styles.problems}>
      {lines.map(({ line, message }) => (
        <li key={line}>
          Line {line}: {message}
        </li>
      ))}
    </ul>
  );
}
