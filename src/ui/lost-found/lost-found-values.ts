/**
 * A lost/found form as text and the rules of SPEC.md §5 on it, for the resident's report and the
 * RWA's Create/Edit alike: the contract's `lostFoundFields` (the server checks the same schema)
 * and `lostFoundDateProblem` against today in India.
 */
import {
  defaultLostFoundCategory,
  lostFoundDateProblem,
  lostFoundFields,
  type LostFoundCategory,
  type LostFoundFields,
  type LostFoundInput,
  type LostFoundType,
} from '../../../contract/lost-found/lost-found';

export interface LostFoundValues {
  type: LostFoundType;
  title: string;
  description: string;
  /** yyyy-MM-dd, as a date input gives it. */
  date: string;
  location: string;
  category: LostFoundCategory;
  contactName: string;
  contactPhone: string;
}

export type LostFoundField = keyof LostFoundValues;
/** A message per field, and `image` for the photo. */
export type LostFoundErrors = Partial<Record<LostFoundField | 'image', string>>;

/** The order of the form, so the first wrong field is the one focused. */
export const lostFoundFieldOrder: readonly (LostFoundField | 'image')[] = [
  'type',
  'title',
  'description',
  'date',
  'location',
  'category',
  'contactName',
  'contactPhone',
  'image',
];

export const emptyLostFoundValues: LostFoundValues = {
  type: 'lost',
  title: '',
  description: '',
  date: '',
  location: '',
  category: defaultLostFoundCategory,
  contactName: '',
  contactPhone: '',
};

/** An item or a queued report back into the form (Edit, Edit & resend). */
export function lostFoundValuesOf(fields: LostFoundFields): LostFoundValues {
  return {
    type: fields.type,
    title: fields.title,
    description: fields.description,
    date: fields.date,
    location: fields.location,
    category: fields.category,
    contactName: fields.contactName,
    contactPhone: fields.contactPhone,
  };
}

export type LostFoundCheck =
  { ok: true; input: LostFoundInput } | { ok: false; errors: LostFoundErrors };

export function checkLostFound(values: LostFoundValues, today: string): LostFoundCheck {
  const parsed = lostFoundFields.safeParse(values);
  const errors: LostFoundErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    errors[issue.path[0] as LostFoundField] ??= issue.message;
  }
  // A missing date says 'Date is required', not that it lies ahead.
  errors.date ??= values.date ? lostFoundDateProblem(values.date, today) : undefined;
  if (!parsed.success || errors.date) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** The first field with a message, to move focus to. */
export function firstWrongField(errors: LostFoundErrors): string | undefined {
  return lostFoundFieldOrder.find((field) => errors[field]);
}
