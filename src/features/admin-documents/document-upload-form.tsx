import { useState, type FormEvent } from 'react';
import {
  documentUploadFields,
  uploadDocument,
  type ApartmentDocument,
} from '../../../contract/documents/documents';
import { messages } from '../../../contract/messages';
import { ApartmentField } from '../../ui/apartment-field';
import { Button } from '../../ui/button';
import { useFileUpload } from '../../ui/use-file-upload';
import { useUploadDocument } from './use-admin-documents';
import styles from '../../ui/admin-list.module.css';

/** Upload Document (SPEC.md §5): an apartment, cleaned as it is typed, and one PDF of ≤ 10 MB. */
export function DocumentUploadForm(props: {
  online: boolean;
  onUploaded: (document: ApartmentDocument) => void;
}) {
  const { online, onUploaded } = props;
  const mutation = useUploadDocument();
  const upload = useFileUpload({
    field: uploadDocument.upload.field,
    rules: uploadDocument.upload,
    label: 'Document PDF',
    progressLabel: 'Uploading document',
    failure: messages.documentUploadFailed,
    mutation,
  });
  const [apartment, setApartment] = useState('');
  const [apartmentError, setApartmentError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = documentUploadFields.safeParse({ apartment_number: apartment });
    const problem = await upload.check();
    setApartmentError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success || problem) return;
    upload.send({ apartment_number: parsed.data.apartment_number }, onUploaded);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
      {upload.errorBanner}
      <ApartmentField
        name="apartment_number"
        value={apartment}
        error={apartmentError}
        onValue={setApartment}
      />
      {upload.fileField}
      {upload.progressBar}
      <Button type="submit" busy={mutation.isPending} disabled={!online}>
        Upload
      </Button>
    </form>
  );
}
