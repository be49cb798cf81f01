/**
 * Logging a parcel at the gate (issue 34): which flat, which courier, how many, a note and a
 * photo if the guard takes one, checked by the contract's own rules (react-hook-form with its zod
 * schema). "Log parcel" writes it to the outbox, so it works with no network; the flat is told the
 * moment it reaches the server.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { DirectoryEntry } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { logParcel, parcelFields } from '../../../contract/parcels/parcels';
import { textMax } from '../../../contract/platform/fields';
import { ApartmentField } from '../../ui/apartment-field';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FileField } from '../../ui/file-field';
import type { FileRules } from '../../ui/file-rules';
import { useChosenFile } from '../../ui/use-chosen-file';
import { knownFlat } from './known-flat';
import deskStyles from './gate.module.css';
import styles from './parcels.module.css';

/** The log call's own photo rules: JPEG or PNG, 5 MB. */
const parcelPhotoRules: FileRules = logParcel.upload;

/** Who brings most parcels to an Indian estate's gate, offered as the guard types. */
const COURIERS = ['Amazon', 'Flipkart', 'Myntra', 'Meesho', 'Blinkit', 'Zepto', 'BigBasket'];

const parcelForm = parcelFields.pick({ apartment: true, courier: true, count: true, note: true });
type ParcelInput = z.input<typeof parcelForm>;
export type ParcelFormValues = z.output<typeof parcelForm>;

interface ParcelFormProps {
  directory: readonly DirectoryEntry[];
  onLog: (values: ParcelFormValues, photo: Blob | undefined) => Promise<void>;
  onCancel: () => void;
}

export function ParcelForm({ directory, onLog, onCancel }: ParcelFormProps) {
  const couriers = useId();
  const photo = useChosenFile<Blob>();
  const { control, register, handleSubmit, setError, formState } = useForm<
    ParcelInput,
    unknown,
    ParcelFormValues
  >({
    resolver: zodResolver(parcelForm),
    defaultValues: { apartment: '', courier: '', count: 1, note: '' },
  });
  const { errors } = formState;

  const log = handleSubmit(async (values) => {
    if (!knownFlat(directory, values.apartment)) {
      setError('apartment', { message: messages.apartmentUnknown }, { shouldFocus: true });
      return;
    }
    const { file, problem } = await photo.settled();
    if (problem) return;
    await onLog(values, file);
  });

  return (
    <form
      onSubmit={(event) => void log(event)}
      noValidate
      className={styles.form}
      aria-label="Log a parcel"
    >
      <h3>Log a parcel</h3>
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
      <Field
        label="Courier"
        autoComplete="off"
        list={couriers}
        maxLength={textMax.line}
        {...register('courier')}
        error={errors.courier?.message}
      />
      <datalist id={couriers}>
        {COURIERS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Field
        label="How many"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        {...register('count', { valueAsNumber: true })}
        error={errors.count?.message}
      />
      <Field
        label="Note (optional)"
        autoComplete="off"
        maxLength={textMax.comment}
        {...register('note')}
        error={errors.note?.message}
      />
      <FileField
        label="Parcel photo (optional)"
        name="photo"
        capture="environment"
        rules={parcelPhotoRules}
        error={photo.problem}
        onChoose={photo.choose}
        onPreparing={photo.preparing}
      />
      <div className={deskStyles.actions}>
        <Button type="submit" className={deskStyles.big} busy={formState.isSubmitting}>
          Log parcel
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
