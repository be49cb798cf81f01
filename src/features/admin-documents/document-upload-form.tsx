import { useState, type FormEvent } from 'react';
import {
  documentUploadFields,
  uploadDocument,
  type ApartmentDocument,
} from '../../../contract/documents';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ApartmentField } from '../../ui/apartment-field';
import { FileField, checkFile, type FileRules } from '../../ui/file-field';
import { ProgressBar } from '../../ui/progress-bar';
import { useUploadDocument } from './use-admin-documents';
import styles from '../../ui/admin-list.module.css';

const fileRules: FileRules = {
  rule: uploadDocument.upload.rule,
  wrongType: uploadDocument.upload.wrongType,
  missing: uploadDocument.upload.missing,
};

/** Upload Document (SPEC.md §5): an apartment, cleaned as it is typed, and one PDF of ≤ 10 MB. */
export function DocumentUploadForm(props: {
  online: boolean;
  onUploaded: (document: ApartmentDocument) => void;
}) {
  const { online, onUploaded } = props;
  const upload = useUploadDocument();
  const [apartment, setApartment] = useState('');
  const [apartmentError, setApartmentError] = useState<string>();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = documentUploadFields.safeParse({ apartment_number: apartment });
    const problem = await checkFile(file, fileRules);
    setApartmentError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setFileError(problem);
    if (!parsed.success || problem || !file) return;
    const body = new FormData();
    body.set('apartment_number', parsed.data.apartment_number);
    body.set(uploadDocument.upload.field, file);
    setProgress(0);
    upload.mutate({ body, onProgress: setProgress }, { onSuccess: onUploaded });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
      {upload.isError && (
        <Banner tone="error">
          {isApiError(upload.error) ? upload.error.message : messages.documentUploadFailed}
        </Banner>
      )}
      <ApartmentField
        name="apartment_number"
        value={apartment}
        error={apartmentError}
        onValue={setApartment}
      />
      <FileField
        label="Document PDF"
        rules={fileRules}
        error={fileError}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />
      {upload.isPending && <ProgressBar label="Uploading document" value={progress} />}
      <Button type="submit" busy={upload.isPending} disabled={!online}>
        Upload
      </Button>
    </form>
  );
}
