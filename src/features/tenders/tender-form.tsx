import { useId, useRef, useState, type FormEvent } from 'react';
import type { TenderInput } from '../../../contract/content/tenders';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import fieldStyles from '../../ui/field.module.css';
import {
  checkTender,
  type TenderErrors,
  type TenderField,
  type TenderValues,
} from './tender-form-values';
import styles from './tenders.module.css';

export const offlineSaveMessage = "You're offline. Tenders can be saved when you're back online.";

interface TenderFormProps {
  initial: TenderValues;
  editing: boolean;
  online: boolean;
  saving: boolean;
  /** The server's detail or 'Failed to save tender'. */
  saveError?: string;
  onSave: (input: TenderInput) => void;
  onCancel: () => void;
}

const order: TenderField[] = [
  'name',
  'description',
  'collectionDate',
  'returnDate',
  'amount',
  'gstPercentage',
  'location',
  'contact',
];

/** Create or edit a tender (SPEC.md §2 /admin/tenders). Saving is online-only (DESIGN.md §5). */
export function TenderForm(props: TenderFormProps) {
  const { editing, online, saving, saveError, onSave, onCancel } = props;
  const [values, setValues] = useState<TenderValues>(props.initial);
  const [errors, setErrors] = useState<TenderErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const field = (name: TenderField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkTender(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = order.find((name) => check.errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSave(check.input);
  };

  const description = field('description');
  const descriptionError = `${id}-description-error`;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.formCard}>
      <h2>{editing ? 'Edit Tender' : 'New Tender'}</h2>
      {!online && <Banner tone="info">{offlineSaveMessage}</Banner>}
      {saveError && <Banner tone="error">{saveError}</Banner>}
      <Field label="Name" {...field('name')} />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className={fieldStyles.input}
          rows={4}
          name={description.name}
          value={description.value}
          onChange={description.onChange}
          aria-invalid={description.error ? true : undefined}
          aria-describedby={description.error ? descriptionError : undefined}
        />
        {description.error && (
          <p id={descriptionError} className={fieldStyles.error} role="alert">
            {description.error}
          </p>
        )}
      </div>
      <div className={styles.pair}>
        <Field label="Collection date" type="date" {...field('collectionDate')} />
        <Field label="Return date" type="date" {...field('returnDate')} />
      </div>
      <div className={styles.pair}>
        <Field label="Amount (₹)" type="number" min={0} inputMode="decimal" {...field('amount')} />
        <Field label="GST (%)" type="number" min={0} max={100} {...field('gstPercentage')} />
      </div>
      <Field label="Location" {...field('location')} />
      <Field label="Contact" {...field('contact')} />
      <div className={styles.toolbar}>
        <Button type="submit" busy={saving} disabled={!online}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
