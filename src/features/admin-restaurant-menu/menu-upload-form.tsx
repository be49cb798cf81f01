import { useState, type FormEvent } from 'react';
import {
  menuTypes,
  menuUploadFields,
  uploadMenu,
  type Menu,
} from '../../../contract/content/menus';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FileField } from '../../ui/file-field';
import { checkFile, type FileRules } from '../../ui/file-rules';
import { ProgressBar } from '../../ui/progress-bar';
import { SelectField, TextAreaField } from '../../ui/select-field';
import { menuTypeLabel } from './menu-format';
import { useUploadMenu } from './use-admin-menus';
import styles from '../../ui/admin-list.module.css';

const fileRules: FileRules = { ...uploadMenu.upload };

type TextField = 'menu_name' | 'menu_description';

/** Upload Menu (SPEC.md §5): a JPEG/PNG image, a name and a description, all required. */
export function MenuUploadForm(props: { online: boolean; onUploaded: (menu: Menu) => void }) {
  const { online, onUploaded } = props;
  const upload = useUploadMenu();
  const [values, setValues] = useState({
    menu_name: '',
    menu_description: '',
    menu_type: 'default',
  });
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  // One sentence for every missing part (SPEC.md §5), so it is said once, above the form.
  const [formError, setFormError] = useState<string>();
  const [progress, setProgress] = useState(0);

  const text = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = menuUploadFields.safeParse(values);
    const problem = await checkFile(file, fileRules);
    const missingFile = problem === fileRules.missing ? problem : undefined;
    setFormError(parsed.success ? missingFile : parsed.error.issues[0]?.message);
    setFileError(problem === fileRules.missing ? undefined : problem);
    if (!parsed.success || problem || !file) return;
    const body = new FormData();
    body.set('menu_name', parsed.data.menu_name);
    body.set('menu_description', parsed.data.menu_description);
    body.set('menu_type', parsed.data.menu_type);
    body.set('file', file);
    setProgress(0);
    upload.mutate({ body, onProgress: setProgress }, { onSuccess: onUploaded });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
      {formError && <Banner tone="error">{formError}</Banner>}
      {upload.isError && (
        <Banner tone="error">
          {isApiError(upload.error) ? upload.error.message : messages.menuUploadFailed}
        </Banner>
      )}
      <FileField
        label="Menu image"
        rules={fileRules}
        error={fileError}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />
      <Field label="Menu name" maxLength={200} {...text('menu_name')} />
      <TextAreaField label="Description" maxLength={2000} {...text('menu_description')} />
      <SelectField
        label="Menu type"
        name="menu_type"
        options={menuTypes}
        format={(type) => menuTypeLabel(String(type))}
        value={values.menu_type}
        onChange={(event) =>
          setValues((current) => ({ ...current, menu_type: event.target.value }))
        }
      />
      {upload.isPending && <ProgressBar label="Uploading menu" value={progress} />}
      <Button type="submit" busy={upload.isPending} disabled={!online}>
        Upload
      </Button>
    </form>
  );
}
