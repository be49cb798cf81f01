import { useState, type FormEvent } from 'react';
import { MAX_ASSISTANT_FILES, uploadAssistantPdfs } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { FieldFrame } from '../../ui/field-frame';
import { checkFile, fileHint, type FileRules } from '../../ui/file-rules';
import { ProgressBar } from '../../ui/progress-bar';
import styles from '../../ui/admin-list.module.css';
import { useUploadAssistantPdfs } from './use-assistant-files';

const rules: FileRules = {
  rule: 'pdf',
  missing: messages.assistantPdfRequired,
  wrongType: messages.assistantPdfOnly,
};

/** Each chosen file judged by its bytes, like any PDF upload; the first problem, named. */
async function problemOf(files: File[]): Promise<string | undefined> {
  if (files.length === 0) return rules.missing;
  if (files.length > MAX_ASSISTANT_FILES)
    return `Choose at most ${MAX_ASSISTANT_FILES} files at once`;
  for (const file of files) {
    const problem = await checkFile(file, rules);
    if (problem) return `${file.name}: ${problem}`;
  }
  return undefined;
}

/** Upload one or several PDFs (SPEC.md §5); one with a name already there replaces it. */
export function AssistantUploadForm(props: {
  online: boolean;
  onUploaded: (message: string) => void;
}) {
  const { online, onUploaded } = props;
  const upload = useUploadAssistantPdfs();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await problemOf(files);
    setError(problem);
    if (problem) return;
    const body = new FormData();
    for (const file of files) body.append(uploadAssistantPdfs.upload.field, file);
    setProgress(0);
    upload.mutate(
      { body, onProgress: setProgress },
      { onSuccess: (result) => onUploaded(result.message) },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
      {upload.isError && (
        <Banner tone="error">
          {isApiError(upload.error) && upload.error.detail
            ? `${messages.assistantUploadShort}: ${upload.error.detail}`
            : messages.assistantUploadFailed}
        </Banner>
      )}
      <FieldFrame
        label="PDF files"
        hint={`${fileHint('pdf')} each, up to ${MAX_ASSISTANT_FILES} at once`}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="application/pdf,.pdf"
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])]);
              setError(undefined);
            }}
          />
        )}
      </FieldFrame>
      {upload.isPending && <ProgressBar label="Uploading documents" value={progress} />}
      <Button type="submit" busy={upload.isPending} disabled={!online}>
        Upload
      </Button>
    </form>
  );
}
