/**
 * Importing a bank statement (issue 33): choose whose columns read the file (a bank's, set once
 * here, or Date, Narration, Reference, Credit), upload the CSV, and read what came of every
 * line: rows read, matched, unmatched, already imported, and each bad line with why.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  defaultBankColumns,
  type BankColumns,
  type StatementImport,
} from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { SelectField } from '../../ui/select-field';
import { BankFormatForm } from './bank-format-form';
import { CsvUploadForm, LineList } from './csv-upload-form';
import { bankFormatsQuery, useImportStatement } from './use-bank-statements';

const STANDARD = 'Standard columns';

const columnsWords = (columns: BankColumns) =>
  [columns.date, columns.narration, columns.reference, columns.credit].join(', ');

interface StatementImportFormProps {
  online: boolean;
  /** The statement the file's credits are in: a new one, or the earlier one it repeats. */
  onImported: (statementId: string) => void;
}

export function StatementImportForm({ online, onImported }: StatementImportFormProps) {
  const formats = useQuery(bankFormatsQuery());
  const upload = useImportStatement();
  const [bank, setBank] = useState('');
  const chosen = formats.data?.find((format) => format.name === bank);

  return (
    <>
      {formats.isError && (
        <Banner tone="error">{errorMessage(formats.error, messages.bankFormatsLoadFailed)}</Banner>
      )}
      <details>
        <summary>Set a bank&apos;s columns</summary>
        <BankFormatForm online={online} onSaved={(saved) => setBank(saved.name)} />
      </details>
      <CsvUploadForm
        label="Import a bank statement"
        file={{ label: 'Statement (CSV)', hint: "The bank's CSV export; only credits are read." }}
        submitLabel="Import statement"
        online={online}
        upload={upload}
        failure={messages.statementImportFailed}
        send={(file) =>
          upload.mutate(
            { file, bank },
            { onSuccess: (result) => result.statement_id && onImported(result.statement_id) },
          )
        }
        outcome={(result) => <ImportOutcome result={result} />}
      >
        {/* The columns go in the hint: in the select they would be cut off on a phone. */}
        <SelectField
          label="Bank's columns"
          hint={`Read by ${columnsWords(chosen ?? defaultBankColumns)}`}
          options={['', ...(formats.data ?? []).map((format) => format.name)]}
          format={(option) => (option ? String(option) : STANDARD)}
          value={bank}
          onChange={(event) => setBank(event.target.value)}
        />
      </CsvUploadForm>
    </>
  );
}

function ImportOutcome({ result }: { result: StatementImport }) {
  const said = messages.statementImported({
    rows: result.rows_read,
    matched: result.matched.length,
    unmatched: result.unmatched.length,
    alreadySeen: result.already_seen.length,
    problems: result.problems.length,
    debits: result.debits,
  });
  const seen = result.already_seen.map(({ line, statement_id }) => ({
    line,
    message: messages.statementLineSeen(statement_id),
  }));
  return (
    <>
      <Banner tone={result.problems.length > 0 ? 'error' : 'success'}>{said}</Banner>
      <LineList label="Lines not read" lines={result.problems} />
      <LineList label="Already imported" lines={seen} />
    </>
  );
}
