import { useRef, useState, type FormEvent } from 'react';
import { createEvent, eventCategories, type Event } from '../../../contract/events';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { getSession } from '../../api/session';
import { indiaToday } from '../../lib/india-time';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FileField, checkFile, type FileRules } from '../../ui/file-field';
import { ProgressBar } from '../../ui/progress-bar';
import { SelectField, TextAreaField } from '../../ui/select-field';
import { checkEvent, newEventValues, type EventErrors, type EventField } from './event-form-values';
import { RegistrationFields } from './event-registration-fields';
import { useCreateEvent } from './use-admin-events';
import listStyles from '../../ui/admin-list.module.css';
import fieldStyles from '../../ui/field.module.css';
import { textMax } from '../../../contract/fields';

const fileRules: FileRules = { ...createEvent.upload };
const order: (EventField | 'image')[] = [
  'title',
  'date',
  'time',
  'location',
  'description',
  'category',
  'image',
  'registrationDeadline',
  'contactEmail',
];

/** Create Event (SPEC.md §5 Event): every field's rule, the image, the agenda by lines. */
export function EventCreateForm(props: { online: boolean; onCreated: (event: Event) => void }) {
  const { online, onCreated } = props;
  const create = useCreateEvent();
  const [values, setValues] = useState(newEventValues);
  const [errors, setErrors] = useState<EventErrors & { image?: string }>({});
  const [file, setFile] = useState<File>();
  const [authError, setAuthError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const today = indiaToday();

  const set = <K extends EventField>(name: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const text = (name: Exclude<EventField, 'category' | 'registrationRequired'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAuthError(undefined);
    const check = checkEvent(values, today);
    const image = await checkFile(file, fileRules);
    const found = { ...(check.ok ? {} : check.errors), image };
    setErrors(found);
    if (!check.ok || image || !file) {
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
    body.set(createEvent.upload.field, file);
    setProgress(0);
    create.mutate({ body, onProgress: setProgress }, { onSuccess: onCreated });
  };

  const failure = authError ?? (create.isError ? errorText(create.error) : undefined);
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className={listStyles.card}>
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
        onChange={(event) => set('category', event.target.value as typeof values.category)}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={textMax.description}
        {...text('description')}
      />
      <TextAreaField label="Agenda" hint="One item per line" rows={4} {...text('agenda')} />
      <FileField
        label="Event image"
        name="image"
        rules={fileRules}
        error={errors.image}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setErrors((current) => ({ ...current, image: problem }));
        }}
      />
      <RegistrationFields values={values} errors={errors} today={today} onChange={set} />
      {create.isPending && <ProgressBar label="Uploading event" value={progress} />}
      <Button type="submit" busy={create.isPending} disabled={!online}>
        Create Event
      </Button>
    </form>
  );
}

/** SPEC.md §8: the server's detail wins over 'Failed to create event'. */
function errorText(error: unknown): string {
  return isApiError(error) ? error.message : messages.eventCreateFailed;
}
