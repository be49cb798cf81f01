import { useId, useState, type FormEvent } from 'react';
import {
  galleryCategories,
  galleryUploadFields,
  uploadGalleryImage,
  type GalleryImage,
} from '../../../contract/content/gallery';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FileField } from '../../ui/file-field';
import { checkFile, type FileRules } from '../../ui/file-rules';
import { ProgressBar } from '../../ui/progress-bar';
import { SelectField } from '../../ui/select-field';
import { categoryLabel } from './gallery-format';
import { useUploadGalleryImage } from './use-admin-gallery';
import styles from './admin-gallery.module.css';

const fileRules: FileRules = { ...uploadGalleryImage.upload };

/** Upload an image (SPEC.md §5 Gallery): a JPEG/PNG of at most 5 MB, a title and a category. */
export function GalleryUploadForm(props: {
  online: boolean;
  onUploaded: (image: GalleryImage) => void;
}) {
  const { online, onUploaded } = props;
  const upload = useUploadGalleryImage();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<string>(galleryCategories[0]);
  const [errors, setErrors] = useState<{ title?: string; category?: string; file?: string }>({});
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState(0);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = galleryUploadFields.safeParse({ title, category });
    const problem = await checkFile(file, fileRules);
    const issue = (path: string) => parsed.error?.issues.find((i) => i.path[0] === path)?.message;
    setErrors({ title: issue('title'), category: issue('category'), file: problem });
    if (!parsed.success || problem || !file) return;
    const body = new FormData();
    body.set('title', parsed.data.title);
    body.set('category', parsed.data.category);
    body.set(uploadGalleryImage.upload.field, file);
    setProgress(0);
    upload.mutate({ body, onProgress: setProgress }, { onSuccess: onUploaded });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={styles.card}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        Upload Image
      </h2>
      {upload.isError && (
        <Banner tone="error">
          {isApiError(upload.error) ? upload.error.message : messages.galleryUploadFailed}
        </Banner>
      )}
      <FileField
        label="Image"
        rules={fileRules}
        error={errors.file}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setErrors((current) => ({ ...current, file: problem }));
        }}
      />
      <Field
        label="Title"
        name="title"
        maxLength={200}
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <SelectField
        label="Category"
        name="category"
        options={galleryCategories}
        format={(option) => categoryLabel(String(option))}
        value={category}
        error={errors.category}
        onChange={(event) => setCategory(event.target.value)}
      />
      {upload.isPending && <ProgressBar label="Uploading image" value={progress} />}
      <Button type="submit" busy={upload.isPending} disabled={!online}>
        Upload
      </Button>
    </form>
  );
}
