/**
 * Create Item / Edit Item (SPEC.md §5 Lost/found admin): every field's rule, the status on create
 * (open by default), an optional JPEG/PNG photo judged by its bytes, and the upload's progress.
 */
import { useState, type FormEvent } from 'react';
import {
  lostFoundStatuses,
  type LostFoundItem,
  type LostFoundStatus,
} from '../../../contract/lost-found/lost-found';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { FileField } from '../../ui/file-field';
import { LostFoundFields } from '../../ui/lost-found/lost-found-fields';
import { emptyLostFoundValues, lostFoundValuesOf } from '../../ui/lost-found/lost-found-values';
import { lostFoundPhotoRules, useLostFoundForm } from '../../ui/lost-found/use-lost-found-form';
import { ProgressBar } from '../../ui/progress-bar';
import { SelectField } from '../../ui/select-field';
import { useCreateItem, useUpdateItem } from './use-admin-lost-found';
import listStyles from '../../ui/admin-list.module.css';
import styles from './admin-lost-found.module.css';

const statusLabel = (status: string | number) => (status === 'open' ? 'Open' : 'Closed');

interface ItemFormProps {
  /** The item being edited; a new item without it. */
  editing: LostFoundItem | null;
  online: boolean;
  onSaved: (item: LostFoundItem) => void;
  onCancelEdit: () => void;
}

export function ItemForm({ editing, online, onSaved, onCancelEdit }: ItemFormProps) {
  const create = useCreateItem();
  const update = useUpdateItem();
  const save = editing ? update : create;
  const form = useLostFoundForm(() =>
    editing ? lostFoundValuesOf(editing) : emptyLostFoundValues,
  );
  const [status, setStatus] = useState<LostFoundStatus>('open');
  const [progress, setProgress] = useState(0);
  const { photo } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget; // gone from the event once it is awaited
    const input = await form.check(element);
    if (!input) return;
    setProgress(0);
    if (editing) {
      update.mutate(
        { id: editing.id, input, photo, onProgress: setProgress },
        { onSuccess: onSaved },
      );
      return;
    }
    const body = new FormData();
    body.set('item', JSON.stringify({ ...input, status }));
    if (photo) body.set(lostFoundPhotoRules.field, photo);
    create.mutate({ body, onProgress: setProgress }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={listStyles.card}>
      {save.isError && <Banner tone="error">{errorText(save.error)}</Banner>}
      <LostFoundFields {...form.fields} autoFocus={editing !== null} />
      {!editing && (
        <SelectField
          label="Status"
          name="status"
          options={lostFoundStatuses}
          format={statusLabel}
          value={status}
          onChange={(event) => setStatus(event.target.value as LostFoundStatus)}
        />
      )}
      <FileField
        label={editing?.imageUrl ? 'New photo (optional)' : 'Photo (optional)'}
        {...form.photoField}
      />
      {save.isPending && photo && <ProgressBar label="Uploading photo" value={progress} />}
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending} disabled={!online}>
          {editing ? 'Update Item' : 'Create Item'}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onCancelEdit}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** SPEC.md §8: the server's detail, else the call's own failure; 'Failed to save item' otherwise. */
function errorText(error: unknown): string {
  return isApiError(error) ? error.message : messages.lostFoundSaveFailed;
}
