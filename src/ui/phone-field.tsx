/**
 * A phone number field of a react-hook-form form: it keeps digits only, at most ten, as the
 * person types (SPEC.md §5), and shows the schema's complaint under itself.
 */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cleanPhone } from '../../contract/platform/fields';
import { Field } from './field';

interface PhoneFieldProps<T extends FieldValues, Output> {
  /** The form's control, whatever its resolver makes of the values. */
  control: Control<T, unknown, Output>;
  name: Path<T>;
  label: string;
  hint?: string;
  /** 'off' for someone else's number (a visitor's); the person's own may be filled in. */
  autoComplete?: string;
}

export function PhoneField<T extends FieldValues, Output>({
  control,
  name,
  label,
  hint,
  autoComplete = 'off',
}: PhoneFieldProps<T, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          hint={hint}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(cleanPhone(event.target.value))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
