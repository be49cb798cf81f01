/**
 * A labelled file input that judges the chosen file the way the server will (DESIGN.md §6): its
 * kind from its first bytes, never its name, and its size against the rule. A wrong file is
 * refused here, before a phone spends its data sending it.
 */
import { useRef, type ChangeEvent } from 'react';
import { messages } from '../../contract/messages';
import {
  SNIFF_BYTES,
  sniffFileKind,
  uploadRules,
  type UploadRule,
} from '../../contract/platform/uploads';
import { shrinkPhoto } from './camera-photo';
import { FieldFrame } from './field-frame';
import styles from './file-field.module.css';

/** What a page takes and what it says about a file (an endpoint's `upload` of the contract). */
export interface FileRules {
  rule: UploadRule;
  wrongType: string;
  /** Said when no file was chosen; pages may say it their own way (SPEC.md §5). */
  missing: string;
}

const tooLarge: Record<UploadRule, string> = {
  image: messages.imageTooLarge,
  pdf: messages.pdfTooLarge,
};

const accepted: Record<UploadRule, string> = {
  image: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  pdf: 'application/pdf,.pdf',
};

/** The stated limit, e.g. 'JPEG or PNG, max 5 MB' (SPEC.md §5 states both maxima). */
export function fileHint(rule: UploadRule): string {
  return `${rule === 'image' ? 'JPEG or PNG' : 'PDF'}, max ${uploadRules[rule].label}`;
}

/** Why this file cannot be sent, or undefined when it can. */
export async function checkFile(
  file: File | undefined,
  rules: FileRules,
): Promise<string | undefined> {
  if (!file) return rules.missing;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const kind = sniffFileKind(head);
  const rule = uploadRules[rules.rule];
  if (!kind || !(rule.kinds as readonly string[]).includes(kind)) return rules.wrongType;
  if (file.size > rule.maxBytes) return tooLarge[rules.rule];
  return undefined;
}

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
