import { useState, type FormEvent } from 'react';
import {
  updateCategories,
  updateInput,
  type UpdateCategory,
  type UpdateInput,
} from '../../../contract/content/updates';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField, TextAreaField } from '../../ui/select-field';
import styles from './updates.module.css';
import { textMax } from '../../../contract/platform/fields';

type UpdateErrors = Partial<Record<keyof UpdateInput, string>>;

interface UpdateFormProps {
  online: boolean;
  /** Points at the sentence saying why the form cannot be sent offline. */
  offlineId: string;
  saving: boolean;
  saveError?: string;
  onSave: (input: UpdateInput) => void;
  onCancel: () => void;
}

const empty: UpdateInput = { title: '', category: updateCategories[0], content: '' };

/** SPEC.md §5 Updates: title and content required, category one of four (the contract's rules). */
export function UpdateForm({
  online,
  offlineId,
  saving,
  saveError,
  onSave,
  onCancel,
}: UpdateFormProps) {
  const [values, setValues] = useState<UpdateInput>(empty);
  const [errors, setErrors] = useState<UpdateErrors>({});

  const set = (field: keyof UpdateInput, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateInput.safeParse(values);
    if (!parsed.success) {
      const next: UpdateErrors = {};
      for (const issue of parsed.error.issues) {
        next[issue.path[0] as keyof UpdateInput] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    onSave(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label="Add Update">
      {saveError && <Banner tone="error">{saveError}</Banner>}
      <Field
        label="Title"
        name="title"
        autoFocus
        value={values.title}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
      />
      <SelectField
        label="Category"
        name="category"
        options={updateCategories}
        value={values.category}
        error={errors.category}
        onChange={(e) => set('category', e.target.value as UpdateCategory)}
      />
      <TextAreaField
        label="Content"
        name="content"
        rows={5}
        maxLength={textMax.description}
        value={values.content}
        error={errors.content}
        onChange={(e) => set('content', e.target.value)}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={saving}
          disabled={!online}
          aria-describedby={online ? undefined : offlineId}
        >
          Add Update
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
