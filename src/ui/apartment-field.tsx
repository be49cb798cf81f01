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
