/** The contact and extras half of the banquet form. */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { BanquetRequest } from '../../../contract/bookings/banquet';
import { textMax } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { FormApartmentField } from '../../ui/apartment-field';
import { Field } from '../../ui/field';
import { PhoneField } from '../../ui/phone-field';
import { TextAreaField } from '../../ui/select-field';
import fieldStyles from '../../ui/field.module.css';
import type { BanquetOutput } from './banquet-form';
import styles from './banquet.module.css';

interface BanquetChoicesProps {
  form: UseFormReturn<BanquetRequest, unknown, BanquetOutput>;
}

const extras = [
  ['catering_required', 'Catering required'],
  ['decoration_required', 'Decoration required'],
] as const;

export function BanquetChoices({ form }: BanquetChoicesProps) {
  const { control, register, formState } = form;
  const { errors } = formState;
  const phone = useWatch({ control, name: 'contact_phone' });
  return (
    <>
      <Field
        label="Contact name"
        autoComplete="name"
        maxLength={textMax.name}
        {...register('contact_name')}
        error={errors.contact_name?.message}
      />
      <PhoneField
        control={control}
        name="contact_phone"
        label="Contact phone"
        autoComplete="tel-national"
        // SPEC.md §5: digits only, at most 10, with a hint while it is incomplete.
        hint={phone.length < 10 ? messages.phoneDigits : undefined}
      />
      <FormApartmentField control={control} name="apartment_number" />
      <TextAreaField
        label="Special requirements (optional)"
        maxLength={textMax.comment}
        {...register('special_requirements')}
        error={errors.special_requirements?.message}
      />
      <fieldset className={styles.extras}>
        <legend className={fieldStyles.label}>Extras (at extra cost)</legend>
        {extras.map(([field, label]) => (
          <label key={field} className={styles.check}>
            <input type="checkbox" {...register(field)} />
            {label}
          </label>
        ))}
      </fieldset>
    </>
  );
}
