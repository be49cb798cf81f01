/**
 * The options of a poll being set up (issue 36): 2 to 20 rows, added and removed, each with its
 * own complaint; the list's complaint ("Two options have the same label") under them all.
 */
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { pollLimits } from '../../../contract/polls/polls';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import fieldStyles from '../../ui/field.module.css';
import type { PollFormOutput, PollFormValues } from './poll-form-values';
import styles from './admin-polls.module.css';

interface PollOptionsFieldProps {
  control: Control<PollFormValues, unknown, PollFormOutput>;
  register: UseFormRegister<PollFormValues>;
  errors: FieldErrors<PollFormValues>;
}

export function PollOptionsField({ control, register, errors }: PollOptionsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const listError = errors.options?.message ?? errors.options?.root?.message;
  return (
    <fieldset className={styles.group}>
      <legend>Options</legend>
      <ol className={styles.optionRows}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.optionRow}>
            <Field
              label={`Option ${index + 1}`}
              {...register(`options.${index}.label`)}
              error={errors.options?.[index]?.message ?? errors.options?.[index]?.label?.message}
            />
            {fields.length > pollLimits.minOptions && (
              <Button variant="secondary" onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> option {index + 1}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {listError && (
        <p className={fieldStyles.error} role="alert">
          {listError}
        </p>
      )}
      {fields.length < pollLimits.maxOptions && (
        <Button variant="secondary" onClick={() => append({ label: '' })}>
          Add an option
        </Button>
      )}
    </fieldset>
  );
}
