import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { textMax } from '../../../contract/platform/fields';
import {
  categoryFields,
  type CategoryFields,
  type HelpdeskCategory,
} from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import type { MoveOutcome } from '../../ui/request-actions';
import { useSaveCategory } from './use-admin-helpdesk';
import styles from './admin-helpdesk.module.css';

interface CategoryFormProps {
  /** The category to edit; without one the form adds a category. */
  category?: HelpdeskCategory;
  disabledReasonId?: string;
  onDone: (outcome: MoveOutcome) => void;
}

/** One category's name and deadline in hours (1–720), judged by the contract's `categoryFields`. */
export function CategoryForm({ category, disabledReasonId, onDone }: CategoryFormProps) {
  const save = useSaveCategory();
  const blank = { name: category?.name ?? '', sla_hours: category?.sla_hours ?? 24 };
  const { register, handleSubmit, formState, reset } = useForm<
    CategoryFields,
    unknown,
    z.output<typeof categoryFields>
  >({ resolver: zodResolver(categoryFields), defaultValues: blank });
  const { errors } = formState;
  const label = category ? `Save ${category.name}` : 'Add category';

  const submit = handleSubmit((fields) =>
    save.mutate(
      { id: category?.id, fields },
      {
        onSuccess: (saved) => {
          reset(category ? { name: saved.name, sla_hours: saved.sla_hours } : blank);
          onDone({ ok: true, message: messages.categorySaved });
        },
        onError: (error) =>
          onDone({ ok: false, message: errorMessage(error, messages.categorySaveFailed) }),
      },
    ),
  );

  return (
    <form
      className={styles.categoryForm}
      aria-label={category ? `Category ${category.name}` : 'New category'}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Field
        label={category ? 'Name' : 'New category'}
        maxLength={textMax.name}
        autoComplete="off"
        {...register('name')}
        error={errors.name?.message}
      />
      <Field
        label="Deadline (hours)"
        type="number"
        inputMode="numeric"
        min={1}
        max={720}
        step={1}
        {...register('sla_hours', { valueAsNumber: true })}
        error={errors.sla_hours?.message}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={save.isPending}
        disabled={disabledReasonId !== undefined}
        aria-describedby={disabledReasonId}
      >
        {label}
      </Button>
    </form>
  );
}
