/**
 * The fields of a lost/found item (SPEC.md §3, §5), shared by the resident's report and the RWA's
 * Create/Edit form so both ask the same questions in the same words. Each control carries its
 * field's `name`, so a form can focus the first wrong one.
 */
import { cleanPhone, textMax } from '../../../contract/platform/fields';
import { lostFoundCategories, lostFoundTypes } from '../../../contract/lost-found/lost-found';
import { Field } from '../field';
import { SelectField, TextAreaField } from '../select-field';
import { lostFoundTypeLabel } from './lost-found-badges';
import type { LostFoundErrors, LostFoundField, LostFoundValues } from './lost-found-values';
import fieldStyles from '../field.module.css';

interface LostFoundFieldsProps {
  values: LostFoundValues;
  errors: LostFoundErrors;
  /** India's today: the latest day an item can have been lost or found. */
  today: string;
  onChange: <K extends LostFoundField>(field: K, value: LostFoundValues[K]) => void;
  /** Start at the first field: the form has just opened in place of what the user pressed. */
  autoFocus?: boolean;
}

export function LostFoundFields({
  values,
  errors,
  today,
  onChange,
  autoFocus,
}: LostFoundFieldsProps) {
  const text = (field: Exclude<LostFoundField, 'type' | 'category'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <>
      <div className={fieldStyles.pair}>
        <SelectField
          label="Type"
          name="type"
          autoFocus={autoFocus}
          options={lostFoundTypes}
          format={(type) => lostFoundTypeLabel(String(type))}
          value={values.type}
          error={errors.type}
          onChange={(event) => onChange('type', event.target.value as LostFoundValues['type'])}
        />
        <SelectField
          label="Category"
          name="category"
          options={lostFoundCategories}
          value={values.category}
          error={errors.category}
          onChange={(event) =>
            onChange('category', event.target.value as LostFoundValues['category'])
          }
        />
      </div>
      <Field label="Title" maxLength={textMax.line} {...text('title')} />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={textMax.description}
        {...text('description')}
      />
      <div className={fieldStyles.pair}>
        <Field label="Date" type="date" max={today} {...text('date')} />
        <Field label="Location" maxLength={textMax.line} {...text('location')} />
      </div>
      <div className={fieldStyles.pair}>
        <Field
          label="Contact name"
          maxLength={textMax.name}
          autoComplete="name"
          {...text('contactName')}
        />
        <Field
          label="Contact phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits"
          {...text('contactPhone')}
          // Digits only, at most 10, as the user types (SPEC.md §5).
          onChange={(event) => onChange('contactPhone', cleanPhone(event.target.value))}
        />
      </div>
    </>
  );
}
