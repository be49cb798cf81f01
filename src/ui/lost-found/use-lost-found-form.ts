/**
 * The state of a lost/found form, for the resident's report and the RWA's Create/Edit alike: the
 * values, a message per field (cleared as the user fixes it), the optional photo judged by its
 * bytes, and one `check` that flags every problem and focuses the first.
 */
import { useState } from 'react';
import { createLostFoundItem, type LostFoundInput } from '../../../contract/lost-found/lost-found';
import { indiaDay } from '../../lib/india-time';
import { checkFile, type FileRules } from '../file-rules';
import {
  checkLostFound,
  firstWrongField,
  type LostFoundErrors,
  type LostFoundField,
  type LostFoundValues,
} from './lost-found-values';

/** JPEG or PNG, 5 MB at most, optional (SPEC.md §5); the field the server reads it from. */
export const lostFoundPhotoRules: FileRules & { field: string } = { ...createLostFoundItem.upload };

export function useLostFoundForm(initial: LostFoundValues | (() => LostFoundValues)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<LostFoundErrors>({});
  const [photo, setPhoto] = useState<File>();
  const today = indiaDay();

  const onChange = <K extends LostFoundField>(field: K, value: LostFoundValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The input to send, or undefined once every problem is shown and the first one focused. */
  const check = async (form: HTMLFormElement): Promise<LostFoundInput | undefined> => {
    const checked = checkLostFound(values, today);
    const image = photo ? await checkFile(photo, lostFoundPhotoRules) : undefined;
    const found: LostFoundErrors = { ...(checked.ok ? {} : checked.errors), image };
    setErrors(found);
    if (checked.ok && !image) return checked.input;
    form.querySelector<HTMLElement>(`[name="${firstWrongField(found)}"]`)?.focus();
    return undefined;
  };

  return {
    photo,
    check,
    /** Spread on `LostFoundFields`. */
    fields: { values, errors, today, onChange },
    /** Spread on the photo's `FileField`. */
    photoField: {
      name: 'image',
      rules: lostFoundPhotoRules,
      error: errors.image,
      onChoose: (chosen: File | undefined, problem: string | undefined) => {
        setPhoto(chosen);
        setErrors((current) => ({ ...current, image: problem }));
      },
    },
  };
}
