import { Field } from '../../ui/field';
import type { EventErrors, EventField, EventValues } from './event-form-values';
import fieldStyles from '../../ui/field.module.css';
import styles from './admin-events.module.css';
import { textMax } from '../../../contract/platform/fields';

interface RegistrationFieldsProps {
  values: EventValues;
  errors: EventErrors;
  today: string;
  onChange: <K extends EventField>(name: K, value: EventValues[K]) => void;
}

/**
 * SPEC.md §5: deadline, organizer and contact appear only when registration is required; so do
 * the seats (issue 21), which count registered attendees.
 */
export function RegistrationFields({ values, errors, today, onChange }: RegistrationFieldsProps) {
  const text = (name: 'registrationDeadline' | 'organizer' | 'contactEmail' | 'capacity') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <>
      <label className={fieldStyles.check}>
        <input
          type="checkbox"
          name="registrationRequired"
          checked={values.registrationRequired}
          onChange={(event) => onChange('registrationRequired', event.target.checked)}
        />
        Registration required
      </label>
      {values.registrationRequired && (
        <div className={styles.registration}>
          <Field
            label="Registration deadline (optional)"
            type="date"
            min={today}
            max={values.date || undefined}
            {...text('registrationDeadline')}
          />
          <Field
            label="Seats"
            hint="Leave empty for no limit"
            inputMode="numeric"
            autoComplete="off"
            {...text('capacity')}
          />
          <Field label="Organizer" maxLength={textMax.line} {...text('organizer')} />
          <Field
            label="Contact email"
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={textMax.line}
            {...text('contactEmail')}
          />
        </div>
      )}
    </>
  );
}
