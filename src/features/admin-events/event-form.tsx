import { useRef, useState, type FormEvent } from 'react';
import { createEvent, eventCategories, type Event } from '../../../contract/events/events';
import { textMax } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { apiUrl } from '../../api/client';
import { getSession } from '../../api/session';
import { indiaDay } from '../../lib/india-time';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FileField } from '../../ui/file-field';
import { checkFile, type FileRules } from '../../ui/file-rules';
import { showPlaceholder } from '../../ui/image-fallback';
import { ProgressBar } from '../../ui/progress-bar';
import { SelectField, TextAreaField } from '../../ui/select-field';
import {
  checkEvent,
  newEventValues,
  valuesFromEvent,
  type EventErrors,
  type EventField,
} from './event-form-values';
import { RegistrationFields } from './event-registration-fields';
import { useSaveEvent } from './use-admin-events';
import listStyles from '../../ui/admin-list.module.css';
import fieldStyles from '../../ui/field.module.css';
import styles from './admin-events.module.css';

const createRules: FileRules = { ...createEvent.upload };
const order: (EventField | 'image')[] = [
  'title',
  'date',
  'time',
  'location',
  'description',
  'category',
  'image',
  'registrationDeadline',
  'capacity',
  'contactEmail',
];

interface EventFormProps {
  online: boolean;
  /** The event to edit, every field prefilled; absent: Create Event. */
  event?: Event;
  onSaved: (event: Event) => void;
  /** Edit only: back to the list without saving. */
  onCancel?: () => void;
}

/**
 * Create Event and Edit (SPEC.md §5 Event, issue 21): one form, every field's rule and message,
 * the agenda by lines, the seats. On edit the image is optional: the current one stays unless
 * another is chosen.
 */
export function EventForm({ online, event, onSaved, onCancel }: EventFormProps) {
  const editing = event !== undefined;
  const save = useSaveEvent();
  const [values, setValues] = useState(() => (event ? valuesFromEvent(event) : newEventValues));
  const [errors, setErrors] = useState<EventErrors & { image?: string }>({});
  const [file, setFile] = useState<File>();
  const [authError, setAuthError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const today = indiaDay();

  const set = <K extends EventField>(name: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const text = (name: Exclude<EventField, 'category' | 'registrationRequired' | 'capacity'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (change: { target: { value: string } }) => set(name, change.target.value),
  });

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setAuthError(undefined);
    const check = checkEvent(values, today);
    // Editing keeps the image there unless another is chosen; that one is checked like a new one.
    const image = editing && !file ? undefined : await checkFile(file, createRules);
    const found = { ...(check.ok ? {} : check.errors), image };
    setErrors(found);
    if (!check.ok || image) {
      const first = order.find((name) => found[name]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // Checked before calling: without a token the server could only answer 401.
    if (!getSession().token) {
      setAuthError(messages.authenticationRequired);
      return;
    }
    const body = new FormData();
    body.set('event', JSON.stringify(check.input));
    if (file) body.set(createEvent.upload.field, file);
    setProgress(0);
    save.mutate({ id: event?.id, body, onProgress: setProgress }, { onSuccess: onSaved });
  };

  const failure =
    authError ??
    (save.isError
      ? errorMessage(save.error, editing ? messages.eventUpdateFailed : messages.eventCreateFailed)
      : undefined);
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className={listStyles.card}>
      {editing && <h2 className={styles.formTitle}>Edit “{event.title}”</h2>}
      {failure && <Banner tone="error">{failure}</Banner>}
      <Field label="Title" maxLength={textMax.line} {...text('title')} />
      <div className={fieldStyles.pair}>
        <Field label="Date" type="date" min={today} {...text('date')} />
        <Field
          label="Time"
          placeholder="6:00 PM - 9:00 PM"
          maxLength={textMax.name}
          {...text('time')}
        />
      </div>
      <Field label="Location" maxLength={textMax.line} {...text('location')} />
      <SelectField
        label="Category"
        name="category"
        options={eventCategories}
        value={values.category}
        error={errors.category}
        onChange={(change) => set('category', change.target.value as typeof values.category)}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={textMax.description}
        {...text('description')}
      />
      <TextAreaField label="Agenda" hint="One item per line" rows={4} {...text('agenda')} />
      {editing && (
        <figure className={styles.currentImage}>
          <img
            src={apiUrl(event.thumbnailUrl || event.imageUrl)}
            alt={`Current image of ${event.title}`}
            width={160}
            height={90}
            onError={showPlaceholder}
          />
          <figcaption className={listStyles.muted}>Current image</figcaption>
        </figure>
      )}
      <FileField
        label={editing ? 'New event image (optional)' : 'Event image'}
        name="image"
        rules={createRules}
        error={errors.image}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setErrors((current) => ({ ...current, image: problem }));
        }}
      />
      <RegistrationFields values={values} errors={errors} today={today} onChange={set} />
      {save.isPending && (
        <ProgressBar label={editing ? 'Saving event' : 'Uploading event'} value={progress} />
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={save.isPending} disabled={!online}>
          {editing ? 'Save changes' : 'Create Event'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
