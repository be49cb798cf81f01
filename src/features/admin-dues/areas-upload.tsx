/**
 * Flat areas by CSV (`apartment_number,area_sqft`): every good line is saved, and each bad one
 * is listed with its line number and why, so the file can be fixed and sent again.
 */
import type { FlatAreasResult } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvFileField, useCsvChoice } from '../../ui/csv-file-field';
import { useUploadFlatAreas } from './use-dues-admin';
import styles from './admin-dues.module.css';

export function AreasUpload({ online }: { online: boolean }) {
  const upload = useUploadFlatAreas();
  const choice = useCsvChoice((file) => upload.mutate(file));

  return (
    <form
      onSubmit={(event) => void choice.submit(event)}
      noValidate
      className={styles.form}
      aria-label="Areas from a CSV file"
    >
      <CsvFileField
        label="Areas file (CSV)"
        hint="First line apartment_number,area_sqft; then one flat per line, e.g. A101,1250"
        choice={choice}
      />
      <Button type="submit" busy={upload.isPending} disabled={!online}>
        Upload areas
      </Button>
      <div aria-live="polite" className={styles.result}>
        {upload.isError && (
          <Banner tone="error">{errorMessage(upload.error, messages.flatAreasUploadFailed)}</Banner>
        )}
        {upload.data && <AreasOutcome result={upload.data} />}
      </div>
    </form>
  );
}

function AreasOutcome({ result }: { result: FlatAreasResult }) {
  const { updated, problems } = result;
  return (
    <>
      <Banner tone={problems.length ? 'error' : 'success'}>
        {messages.flatAreasUploaded(updated, problems.length)}
      </Banner>
      {problems.length > 0 && (
        <ul aria-label="Lines not read" className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem.line}>
              Line {problem.line}: {problem.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
