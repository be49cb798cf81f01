/**
 * Bank statement import (issue 33): choose whose columns read the file (a bank's, set once here,
 * or Date, Narration, Reference, Credit), upload the CSV, and read what came of every line: rows
 * read, matched, unmatched, already imported, and each bad line with why. The statement's rows
 * follow, to confirm its matches in one click and match the rest by hand.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultBankColumns, type StatementImport } from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvFileField, useCsvChoice } from '../../ui/csv-file-field';
import { SelectField } from '../../ui/select-field';
import { BankFormatForm } from './bank-format-form';
import { StatementRows } from './statement-rows';
import { bankFormatsQuery, useImportStatement } from './use-bank-statements';
import styles from './admin-dues.module.css';

const defaultColumns = Object.values(defaultBankColumns).join(', ');

export function StatementImportSection({ online }: { online: boolean }) {
  const formats = useQuery(bankFormatsQuery());
  const upload = useImportStatement();
  const [bank, setBank] = useState('');
  const statementId = upload.data?.statement_id ?? '';

  const choice = useCsvChoice((file) => upload.mutate({ file, bank }));

  return (
    <section aria-labelledby="dues-statement" className={styles.section}>
      <h2 id="dues-statement">Bank statement</h2>
      {formats.isError && (
        <Banner tone="error">{errorMessage(formats.error, messages.bankFormatsLoadFailed)}</Banner>
      )}
      <details>
        <summary>Set a bank&apos;s columns</summary>
        <BankFormatForm online={online} onSaved={(saved) => setBank(saved.name)} />
      </details>
      <form
        onSubmit={(event) => void choice.submit(event)}
        noValidate
        className={styles.form}
        aria-label="Import a bank statement"
      >
        <SelectField
          label="Bank's columns"
          options={['', ...(formats.data ?? []).map((format) => format.name)]}
          format={(option) => (option ? String(option) : `Standard (${defaultColumns})`)}
          value={bank}
          onChange={(event) => setBank(event.target.value)}
        />
        <CsvFileField
          label="Statement (CSV)"
          hint="The bank's CSV export; only credits are read."
          choice={choice}
        />
        <Button type="submit" busy={upload.isPending} disabled={!online}>
          Import statement
        </Button>
        <div aria-live="polite" className={styles.result}>
          {upload.isError && (
            <Banner tone="error">
              {errorMessage(upload.error, messages.statementImportFailed)}
            </Banner>
          )}
          {upload.data && <ImportOutcome result={upload.data} />}
        </div>
      </form>
      {statementId && <StatementRows id={statementId} online={online} />}
    </section>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '12 rows read: 9 matched, 2 unmatched, 1 already imported, 0 with problems.' */
export function importWords(result: StatementImport): string {
  return (
    `${count(result.rows_read, 'row', 'rows')} read: ${result.matched.length} matched, ` +
    `${result.unmatched.length} unmatched, ${result.already_seen.length} already imported, ` +
    `${count(result.problems.length, 'line', 'lines')} with problems` +
    (result.debits > 0 ? `, ${count(result.debits, 'debit', 'debits')} skipped.` : '.')
  );
}

function ImportOutcome({ result }: { result: StatementImport }) {
  return (
    <>
      <Banner tone={result.problems.length > 0 ? 'error' : 'success'}>{importWords(result)}</Banner>
      {result.problems.length > 0 && (
        <ul aria-label="Lines not read" className={styles.problems}>
          {result.problems.map((problem) => (
            <li key={problem.line}>
              Line {problem.line}: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {result.already_seen.length > 0 && (
        <ul aria-label="Already imported" className={styles.problems}>
          {result.already_seen.map((seen) => (
            <li key={seen.line}>
              Line {seen.line}: already in statement {seen.statement_id}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
