import { useEffect, useRef } from 'react';
import type { BulkResult } from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvFileField, useCsvChoice } from '../../ui/csv-file-field';
import styles from '../../ui/admin-list.module.css';
import { useBulkUpload } from './use-admin-users';

/** The example file offered for download (public/sample_users.csv), as SPEC.md §2 names it. */
export const SAMPLE_CSV = '/sample_users.csv';

/** Bulk Upload (SPEC.md §5): a CSV of residents; then who was created and each row that failed. */
export function BulkUploadForm({ online }: { online: boolean }) {
  const upload = useBulkUpload();
  const choice = useCsvChoice((file) => upload.mutate(file));

  return (
    <>
      <form onSubmit={(event) => void choice.submit(event)} noValidate className={styles.card}>
        {upload.isError && (
          <Banner tone="error">{errorMessage(upload.error, messages.usersUploadFailed)}</Banner>
        )}
        <p>
          One resident per row, with the columns of the{' '}
          <a href={SAMPLE_CSV} download="sample_users.csv">
            sample file (sample_users.csv)
          </a>
          . The owner column is optional: yes for a flat's owner, blank or no otherwise.
        </p>
        <CsvFileField label="CSV file" hint="CSV, max 2 MB, up to 10,000 rows" choice={choice} />
        <Button type="submit" busy={upload.isPending} disabled={!online}>
          Upload
        </Button>
      </form>
      {upload.data && <BulkOutcome result={upload.data} />}
    </>
  );
}

/** "Row 5 · Asha Rao · 98111": where the admin finds the row in the file, not only its phone. */
function rowOf(failure: BulkResult['errors'][number]): string {
  const where = failure.row ? `Row ${failure.row}` : failure.user_id;
  return [where, failure.name, failure.phone_number].filter(Boolean).join(' · ');
}

function BulkOutcome({ result }: { result: BulkResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The result is below the form (out of view on a phone): the eye and the reader go there.
  useEffect(() => heading.current?.focus(), [result]);
  return (
    <section aria-label="Upload result" className={styles.card}>
      <h2 ref={heading} tabIndex={-1}>
        {result.created_users.length} created, {result.errors.length} failed
      </h2>
      {result.created_users.length > 0 && (
        <>
          <h3>Created</h3>
          <ul aria-label="Created users">
            {result.created_users.map((phone) => (
              <li key={phone}>{phone}</li>
            ))}
          </ul>
        </>
      )}
      {result.errors.length > 0 && (
        <>
          <h3>Failed rows</h3>
          <ul aria-label="Failed rows">
            {result.errors.map((failure, index) => (
              <li key={index}>
                <strong>{rowOf(failure)}</strong>: {failure.error}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
