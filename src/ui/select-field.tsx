import type { Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface Framed {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
}

export interface SelectFieldProps
  extends Framed, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  options: readonly (string | number)[];
  /** How an option reads (the value by default). */
  format?: (option: string | number) => string;
  /** Options shown but not choosable (the hint says why). */
  disabledOptions?: readonly (string | number)[];
  /** For a form library that focuses the first wrong field. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose hint and error are tied to it. */
export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  format,
  disabledOptions = [],
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...select} {...control}>
          {options.map((option) => (
            <option key={option} value={option} disabled={disabledOptions.includes(option)}>
              {format ? format(option) : option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Framed &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled textarea whose hint and error are tied to it. */
export function TextAreaField({ label, hint, error, id, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => <textarea rows={3} {...textarea} {...control} />}
    </FieldFrame>
  );
}
