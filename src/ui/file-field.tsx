/**
 * A labelled file input that judges the chosen file the way the server will (DESIGN.md §6): its
 * kind from its first bytes, never its name, and its size against the rule. A wrong file is
 * refused here, before a phone spends its data sending it.
 */
import { useRef, type ChangeEvent } from 'react';
import type { UploadRule } from '../../contract/platform/uploads';
import { shrinkPhoto } from './camera-photo';
import { FieldFrame } from './field-frame';
import { checkFile, fileHint, type FileRules } from './file-rules';
import styles from './file-field.module.css';

const accepted: Record<UploadRule, string> = {
  image: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  pdf: 'application/pdf,.pdf',
};

interface FileFieldProps {
  label: string;
  /** The form's name for the input, so a form can focus it when it is wrong. */
  name?: string;
  rules: FileRules;
  /** The message to show under the input (a problem of the file, or that it is missing). */
  error?: string;
  hint?: string;
  disabled?: boolean;
  /**
   * Opens the phone's camera (a helpdesk photo of the leak); the picker then offers any image,
   * and the bytes are judged as always.
   */
  capture?: 'environment' | 'user';
  /** The chosen file (undefined when cleared) and, once checked, what is wrong with it. */
  onChoose: (file: File | undefined, problem: string | undefined) => void;
  /** Told as a choice starts being prepared: `ready` ends once `onChoose` has the verdict. */
  onPreparing?: (ready: Promise<void>) => void;
}

export function FileField(props: FileFieldProps) {
  const { label, name, rules, error, hint, disabled, capture, onChoose, onPreparing } = props;
  // Two quick choices: only the last one's verdict counts.
  const latest = useRef(0);
  const prepare = async (file: File | undefined) => {
    const turn = ++latest.current;
    if (!file) {
      onChoose(undefined, undefined);
      return;
    }
    // A camera's photo is made small first, so a 12 MP picture is not refused for its size.
    const chosen = capture ? await shrinkPhoto(file) : file;
    const problem = await checkFile(chosen, rules);
    if (turn === latest.current) onChoose(chosen, problem);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const ready = prepare(event.target.files?.[0]);
    onPreparing?.(ready);
    void ready;
  };
  return (
    <FieldFrame label={label} hint={hint ?? fileHint(rules.rule)} error={error}>
      {(control) => (
        <input
          {...control}
          className={`${control.className} ${styles.file}`}
          type="file"
          name={name}
          accept={capture ? 'image/*' : accepted[rules.rule]}
          capture={capture}
          disabled={disabled}
          onChange={onChange}
        />
      )}
    </FieldFrame>
  );
}
