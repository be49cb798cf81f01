import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './field-frame';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** A message for this field; it marks the input invalid and is read with it. */
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it, so screen readers say them together. */
export function Field({ label, hint, error, id, ref, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <input {...input} ref={ref} {...control} />}
    </FieldFrame>
  );
}
