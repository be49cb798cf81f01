/**
 * The complaint form (issue 18): what it is about, what is wrong, where, whether it is urgent,
 * and a photo from the camera. Checked by the contract's own `ticketFields` (react-hook-form with
 * its zod schema), so the phone says what the server would; the photo is judged by its bytes
 * before anything is queued.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { textMax } from '../../../contract/platform/fields';
import {
  ticketFields,
  type HelpdeskCategory,
  type TicketFields,
} from '../../../contract/helpdesk/helpdesk';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useChosenFile } from '../../ui/use-chosen-file';
import { TicketPhotoField } from './ticket-photo-field';
import { SelectField, TextAreaField } from '../../ui/select-field';
import fieldStyles from '../../ui/field.module.css';
import styles from './helpdesk.module.css';

const ticketForm = ticketFields.omit({ priority: true }).extend({ urgent: z.boolean() });
export type TicketFormValues = z.input<typeof ticketForm>;

export const urgentHint = 'The deadline is halved — for leaks, no power, a stuck lift.';

interface ReportFormProps {
  categories: readonly HelpdeskCategory[];
  initial: TicketFormValues;
  /** A refused report being fixed keeps the photo it was saved with. */
  fixing: boolean;
  onSubmit: (ticket: TicketFields, photo: File | undefined) => Promise<void>;
  onCancel: () => void;
}

export function ReportForm(props: ReportFormProps) {
  const { categories, initial, fixing, onSubmit, onCancel } = props;
  const hintId = useId();
  const chosen = useChosenFile();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<
    TicketFormValues,
    unknown,
    z.output<typeof ticketForm>
  >({ resolver: zodResolver(ticketForm), defaultValues: initial });
  const { errors } = formState;
  const names = new Map(categories.map((category) => [category.id, category.name]));

  const submit = handleSubmit(async ({ urgent, ...fields }) => {
    const { file: photo, problem } = await chosen.settled();
    if (problem) return;
    setFormError(undefined);
    try {
      await onSubmit({ ...fields, priority: urgent ? 'urgent' : 'normal' }, photo);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      {formError && <Banner tone="error">{formError}</Banner>}
      <SelectField
        label="What is it about?"
        options={['', ...categories.map((category) => category.id)]}
        format={(id) => names.get(String(id)) ?? 'Choose a category'}
        {...register('category_id')}
        error={errors.category_id?.message}
      />
      <Field
        label="Title"
        hint="In a few words: “Water leaking from the ceiling”"
        maxLength={textMax.line}
        {...register('title')}
        error={errors.title?.message}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={textMax.description}
        {...register('description')}
        error={errors.description?.message}
      />
      <Field
        label="Location (optional)"
        hint="Where exactly: “Tower B basement, near lift 2”"
        maxLength={textMax.line}
        {...register('location')}
        error={errors.location?.message}
      />
      <label className={fieldStyles.check}>
        <input type="checkbox" {...register('urgent')} aria-describedby={hintId} />
        Urgent
      </label>
      <p id={hintId} className={styles.hint}>
        {urgentHint}
      </p>
      <TicketPhotoField
        fixing={fixing ? 'report' : undefined}
        error={chosen.problem}
        onChoose={chosen.choose}
        onPreparing={chosen.preparing}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting}>
          {fixing ? 'Resend complaint' : 'Report problem'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
