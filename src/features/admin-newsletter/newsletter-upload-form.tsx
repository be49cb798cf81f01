import { useState, type FormEvent } from 'react';
import { messages } from '../../../contract/messages';
import {
  newsletterUploadFields,
  uploadNewsletter,
  type Newsletter,
} from '../../../contract/newsletters';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FileField, checkFile, type FileRules } from '../../ui/file-field';
import { ProgressBar } from '../../ui/progress-bar';
import { useUploadNewsletter } from './use-admin-newsletters';
import styles from '../../ui/admin-list.module.css';

// The page asks for the PDF in its own words (SPEC.md §5); the server's 'Title and PDF file are
// required' is for a call that skipped this form.
const fileRules: FileRules = {
  rule: uploadNewsletter.upload.rule,
  wrongType: uploadNewsletter.upload.wrongType,
  missing: messages.newsletterPdfRequired,
};

/** Upload Newsletter (SPEC.md §5): a title and one PDF of at most 10 MB. */
export function NewsletterUploadForm(props: {
  online: boolean;
  onUploaded: (newsletter: Newsletter) => void;
}) {
  const { online, onUploaded } = props;
  const upload = useUploadNewsletter();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterUploadFields.safeParse({ title });
    const problem = await checkFile(file, fileRules);
    setTitleError(
      parsed.success
        ? undefined
        : title.trim() === ''
          ? messages.newsletterTitleRequired
          : parsed.error.issues[0]?.message,
    );
    setFileError(problem);
    if (!parsed.success || problem || !file) return;
    const body = new FormData();
    body.set('title', parsed.data.title);
    body.set(uploadNewsletter.upload.field, file);
    setProgress(0);
    upload.mutate({ body, onProgress: setProgress }, { onSuccess: onUploaded });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
      {upload.isError && (
        <Banner tone="error">
          {isApiError(upload.error) ? upload.error.message : messages.newsletterUploadFailed}
        </Banner>
      )}
      <Field
        label="Title"
        name="title"
        maxLength={200}
        value={title}
        error={titleError}
        onChange={(event) => setTitle(event.target.value)}
      />
      <FileField
        label="Newsletter PDF"
        rules={fileRules}
        error={fileError}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />
      {upload.isPending && <ProgressBar label="Uploading newsletter" value={progress} />}
      <Button type="submit" busy={upload.isPending} disabled={!online}>
        Upload
      </Button>
    </form>
  );
}
