import { useState, type FormEvent } from 'react';
import { messages } from '../../../contract/messages';
import {
  newsletterUploadFields,
  uploadNewsletter,
  type Newsletter,
} from '../../../contract/content/newsletters';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useFileUpload } from '../../ui/use-file-upload';
import { useUploadNewsletter } from './use-admin-newsletters';
import styles from '../../ui/admin-list.module.css';
import { textMax } from '../../../contract/platform/fields';

/** Upload Newsletter (SPEC.md §5): a title and one PDF of at most 10 MB. */
export function NewsletterUploadForm(props: {
  online: boolean;
  onUploaded: (newsletter: Newsletter) => void;
}) {
  const { online, onUploaded } = props;
  const mutation = useUploadNewsletter();
  const upload = useFileUpload({
    field: uploadNewsletter.upload.field,
    // The page asks for the PDF in its own words (SPEC.md §5); the server's 'Title and PDF file
    // are required' is for a call that skipped this form.
    rules: { ...uploadNewsletter.upload, missing: messages.newsletterPdfRequired },
    label: 'Newsletter PDF',
    progressLabel: 'Uploading newsletter',
    failure: messages.newsletterUploadFailed,
    mutation,
  });
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterUploadFields.safeParse({ title });
    const problem = await upload.check();
    setTitleError(
      parsed.success
        ? undefined
        : title.trim() === ''
          ? messages.newsletterTitleRequired
          : parsed.error.issues[0]?.message,
    );
    if (!parsed.success || problem) return;
    upload.send({ title: parsed.data.title }, onUploaded);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
      {upload.errorBanner}
      <Field
        label="Title"
        name="title"
        maxLength={textMax.line}
        value={title}
        error={titleError}
        onChange={(event) => setTitle(event.target.value)}
      />
      {upload.fileField}
      {upload.progressBar}
      <Button type="submit" busy={mutation.isPending} disabled={!online}>
        Upload
      </Button>
    </form>
  );
}
