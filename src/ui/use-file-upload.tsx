/**
 * The file half of an admin upload form (newsletters, apartment documents): the file field
 * judged by its bytes, the upload with its progress bar, and the server's reason when it
 * refuses. The form owns its text fields and calls `check()` then `send(fields)`.
 */
import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { Banner } from './banner';
import { FileField } from './file-field';
import { checkFile, type FileRules } from './file-rules';
import { ProgressBar } from './progress-bar';

export interface UploadVariables {
  body: FormData;
  onProgress: (fraction: number) => void;
}

interface FileUploadOptions<R> {
  /** The multipart field the file goes in, and how it is judged. */
  field: string;
  rules: FileRules;
  label: string;
  progressLabel: string;
  /** SPEC.md §8's sentence when the server gives no reason. */
  failure: string;
  mutation: UseMutationResult<R, Error, UploadVariables>;
}

export interface FileUpload<R> {
  /** Shows and answers what is wrong with the chosen file (or that none is chosen). */
  check: () => Promise<string | undefined>;
  /** Uploads the text fields and the file; call after `check()` found nothing wrong. */
  send: (fields: Record<string, string>, onSuccess: (result: R) => void) => void;
  errorBanner: ReactNode;
  fileField: ReactNode;
  progressBar: ReactNode;
}

export function useFileUpload<R>(options: FileUploadOptions<R>): FileUpload<R> {
  const { field, rules, label, progressLabel, failure, mutation } = options;
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState(0);
  return {
    async check() {
      const problem = await checkFile(file, rules);
      setFileError(problem);
      return problem;
    },
    send(fields, onSuccess) {
      if (!file) return;
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      body.set(field, file);
      setProgress(0);
      mutation.mutate({ body, onProgress: setProgress }, { onSuccess });
    },
    errorBanner: mutation.isError && (
      <Banner tone="error">{isApiError(mutation.error) ? mutation.error.message : failure}</Banner>
    ),
    fileField: (
      <FileField
        label={label}
        rules={rules}
        error={fileError}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />
    ),
    progressBar: mutation.isPending && <ProgressBar label={progressLabel} value={progress} />,
  };
}
