/** The contact and extras half of the banquet form. */
import { cleanApartment, cleanPhone, textMax } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { Field } from '../../ui/field';
import { TextAreaField } from '../../ui/select-field';
import fieldStyles from '../../ui/field.module.css';
import type { BanquetErrors, BanquetField, BanquetValues } from './banquet-values';
import styles from './banquet.module.css';

interface BanquetChoicesProps {
  values: BanquetValues;
  errors: BanquetErrors;
  set: <K extends BanquetField>(field: K, value: BanquetValues[K]) => void;
}

const extras = [
  ['catering', 'Catering required'],
  ['decoration', 'Decoration required'],
] as const;

export function BanquetChoices({ values, errors, set }: BanquetChoicesProps) {
  return (
    <>
      <Field
        label="Contact name"
        name="name"
        autoComplete="name"
        maxLength={textMax.name}
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <Field
        label="Contact phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.phone}
        // SPEC.md §5: digits only, at most 10, with a hint while it is incomplete.
        hint={values.phone.length < 10 ? messages.phoneDigits : undefined}
        error={errors.phone}
        onChange={(event) => set('phone', cleanPhone(event.target.value))}
      />
      <Field
        label="Apartment number"
        name="apartment"
        autoCapitalize="characters"
        value={values.apartment}
        error={errors.apartment}
        onChange={(event) => set('apartment', cleanApartment(event.target.value))}
      />
      <TextAreaField
        label="Special requirements (optional)"
        name="special"
        maxLength={textMax.comment}
        value={values.special}
        onChange={(event) => set('special', event.target.value)}
      />
      <fieldset className={styles.extras}>
        <legend className={fieldStyles.label}>Extras (at extra cost)</legend>
        {extras.map(([field, label]) => (
          <label key={field} className={styles.check}>
            <input
              type="checkbox"
              name={field}
              checked={values[field]}
              onChange={(event) => set(field, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </>
  );
}
