/**
 * A CSV chosen for upload, the one way every CSV form takes it (the register's residents, the
 * flats' areas, a bank statement): checked as text before a byte is sent, its problem shown under
 * the field, cleared when another file is chosen.
 */
import { useState, type FormEvent } from 'react';
import { csvProblem } from './csv-file';
import { FieldFrame } from './field-frame';

export interface CsvChoice {
  error: string | undefined;
  choose: (file: File | undefined) => void;
  /** The form's submit: sends the chosen file only when it passes `csvProblem`. */
  submit: (event: FormEvent) => Promise<void>;
}

export function useCsvChoice(send: (file: File) => void): CsvChoice {
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  return {
    error,
    choose: (chosen) => {
      setFile(chosen);
      setError(undefined);
    },
    submit: async (event) => {
      event.preventDefault();
      const problem = await csvProblem(file);
      setError(problem);
      if (problem || !file) return;
      send(file);
    },
  };
}

export function CsvFileField({
  label,
  hint,
  choice,
}: {
  label: string;
  hint: string;
  choice: CsvChoice;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={choice.error}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => choice.choose(event.target.files?.[0])}
        />
      )}
    </FieldFrame>
  );
}
