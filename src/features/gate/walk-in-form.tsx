/**
 * A visitor without a pass: who, why, which flat, and a photo if the guard takes one, checked by
 * the contract's own walk-in rules (react-hook-form with its zod schema). "Ask residents" writes
 * it to the outbox; every resident of the flat gets a notice with Approve and Deny.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cleanPhone } from '../../../contract/platform/fields';
import { recordWalkIn, walkInFields, type DirectoryEntry } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { ApartmentField } from '../../ui/apartment-field';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FieldFrame } from '../../ui/field-frame';
import type { FileRules } from '../../ui/file-rules';
import { preparePhoto } from '../../ui/camera-photo';
import { useChosenFile } from '../../ui/use-chosen-file';
import { knownFlat } from './known-flat';
import styles from './gate.module.css';

/** The walk-in call's own photo rules: JPEG or PNG, 5 MB. */
const walkInPhotoRules: FileRules = recordWalkIn.upload;

const walkInForm = walkInFields.pick({ name: true, phone: true, purpose: true, apartment: true });
type WalkInInput = z.input<typeof walkInForm>;
export type WalkInValues = z.output<typeof walkInForm>;

interface WalkInFormProps {
  directory: readonly DirectoryEntry[];
  /** What the purpose starts as, e.g. the unknown plate the guard looked up. */
  purpose?: string;
  onAsk: (values: WalkInValues, photo: Blob | undefined) => Promise<void>;
  onCancel: () => void;
}

export function WalkInForm({ directory, purpose = '', onAsk, onCancel }: WalkInFormProps) {
  const photo = useChosenFile<Blob>();
  const { control, register, handleSubmit, setError, formState } = useForm<
    WalkInInput,
    unknown,
    WalkInValues
  >({
    resolver: zodResolver(walkInForm),
    defaultValues: { name: '', phone: '', purpose, apartment: '' },
  });
  const { errors } = formState;

  const ask = handleSubmit(async (values) => {
    if (!knownFlat(directory, values.apartment)) {
      setError('apartment', { message: messages.apartmentUnknown }, { shouldFocus: true });
      return;
    }
    const { file, problem } = await photo.settled();
    if (problem) return;
    await onAsk(values, file);
  });

  return (
    <form
      onSubmit={(event) => void ask(event)}
      noValidate
      className={styles.card}
      aria-label="Walk-in visitor"
    >
      <h2>Walk-in visitor</h2>
      <Field
        label="Visitor's name"
        autoComplete="off"
        maxLength={100}
        {...register('name')}
        error={errors.name?.message}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <Field
            label="Phone (optional)"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(cleanPhone(event.target.value))}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field
        label="Purpose"
        autoComplete="off"
        {...register('purpose')}
        error={errors.purpose?.message}
      />
      <Controller
        control={control}
        name="apartment"
        render={({ field, fieldState }) => (
          <ApartmentField
            label="Flat"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onValue={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FieldFrame label="Take photo" hint="Optional" error={photo.problem}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => {
              const file = event.target.files?.[0];
              photo.choose(undefined, undefined);
              if (!file) return;
              photo.preparing(
                preparePhoto(file, walkInPhotoRules).then((ready) =>
                  photo.choose(ready.photo, ready.problem),
                ),
              );
            }}
          />
        )}
      </FieldFrame>
      <div className={styles.actions}>
        <Button type="submit" className={styles.big} busy={formState.isSubmitting}>
          Ask residents
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
