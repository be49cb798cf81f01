/**
 * The report form (SPEC.md §5 Lost/found report). A new report and the fix of a refused one go
 * to the outbox; an edit of the resident's own item goes straight to the server. The photo is
 * judged by its bytes before anything is queued, so a phone never stores or sends a wrong file.
 */
import { useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../contract/sign-in/auth';
import type { LostFoundInput } from '../../../contract/lost-found/lost-found';
import { messages } from '../../../contract/messages';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { FileField } from '../../ui/file-field';
import { LostFoundFields } from '../../ui/lost-found/lost-found-fields';
import type { LostFoundValues } from '../../ui/lost-found/lost-found-values';
import { useLostFoundForm } from '../../ui/lost-found/use-lost-found-form';
import styles from './lost-and-found.module.css';

/** new: a fresh report; fix: a report the server refused; edit: the resident's own item. */
export type ReportMode = 'new' | 'fix' | 'edit';

const submitLabels: Record<ReportMode, string> = {
  new: 'Report item',
  fix: 'Resend report',
  edit: 'Save changes',
};

interface ReportFormProps {
  user: SessionUser | null;
  initial: LostFoundValues;
  mode: ReportMode;
  /** Only a new report takes a photo; a queued one keeps the photo it was saved with. */
  onSubmit: (input: LostFoundInput, photo: File | undefined) => Promise<void>;
  onCancel: () => void;
  /** False while the form cannot be sent (an edit, offline); the page says why. */
  canSubmit: boolean;
}

export function ReportForm(props: ReportFormProps) {
  const { user, initial, mode, onSubmit, onCancel, canSubmit } = props;
  const form = useLostFoundForm(initial);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget; // gone from the event once it is awaited
    if (!user) {
      setFormError(messages.lostFoundLoginRequired);
      return;
    }
    setFormError(undefined);
    const input = await form.check(element);
    if (!input) return;
    setBusy(true);
    try {
      await onSubmit(input, form.photo);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {formError && <Banner tone="error">{formError}</Banner>}
      <LostFoundFields {...form.fields} autoFocus />
      {mode === 'new' && <FileField label="Photo (optional)" {...form.photoField} />}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} disabled={!canSubmit}>
          {submitLabels[mode]}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
