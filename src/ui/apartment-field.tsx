import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cleanApartment } from '../../contract/platform/fields';
import { Field, type FieldProps } from './field';

interface ApartmentFieldProps extends Omit<FieldProps, 'value' | 'onChange' | 'label'> {
  label?: string;
  value: string;
  /** The typed text as it is kept: uppercased, spaces, hyphens and the rest gone (SPEC.md §5). */
  onValue: (apartment: string) => void;
}

/** An apartment number input that cleans what is typed, for any form that asks for one. */
export function ApartmentField({
  onValue,
  label = 'Apartment number',
  ...field
}: ApartmentFieldProps) {
  return (
    <Field
      label={label}
      autoComplete="off"
      autoCapitalize="characters"
      maxLength={20}
      {...field}
      onChange={(event) => onValue(cleanApartment(event.target.value))}
    />
  );
}

interface FormApartmentFieldProps<T extends FieldValues, Output> {
  /** The form's control, whatever its resolver makes of the values. */
  control: Control<T, unknown, Output>;
  name: Path<T>;
  label?: string;
}

/** The apartment field of a react-hook-form form, showing the schema's complaint under itself. */
export function FormApartmentField<T extends FieldValues, Output>({
  control,
  name,
  label,
}: FormApartmentFieldProps<T, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ApartmentField
          label={label}
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onBlur={field.onBlur}
          onValue={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
