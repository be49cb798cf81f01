/**
 * The admin tender form's values. The contract's `tenderInput` is the schema the server checks
 * too, so every message here is the server's own (SPEC.md §5 Tender).
 */
import { inIndia } from '../../../contract/platform/india-time';
import {
  tenderDateProblem,
  tenderDefaults,
  tenderInput,
  type Tender,
  type TenderInput,
} from '../../../contract/content/tenders';

export interface TenderValues {
  name: string;
  description: string;
  collectionDate: string;
  returnDate: string;
  /** Kept as typed, so a cleared box reads as missing rather than 0. */
  amount: string;
  gstPercentage: string;
  location: string;
  contact: string;
}

export type TenderField = keyof TenderValues;
export type TenderErrors = Partial<Record<TenderField, string>>;

/** SPEC.md §9: cost 0 and GST 18 percent. */
export const newTenderValues: TenderValues = {
  name: '',
  description: '',
  collectionDate: '',
  returnDate: '',
  amount: String(tenderDefaults.amount),
  gstPercentage: String(tenderDefaults.gstPercentage),
  location: '',
  contact: '',
};

export function valuesOf(tender: Tender): TenderValues {
  return {
    name: tender.name,
    description: tender.description,
    collectionDate: tender.collectionDate,
    returnDate: tender.returnDate,
    amount: String(tender.cost.amount),
    gstPercentage: String(tender.cost.gstPercentage),
    location: tender.location,
    contact: tender.contact,
  };
}

// An empty box is "not a number", which the schema reports with its required message.
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export type TenderCheck = { ok: true; input: TenderInput } | { ok: false; errors: TenderErrors };

export function checkTender(
  values: TenderValues,
  today: string = inIndia(new Date()).date,
): TenderCheck {
  const parsed = tenderInput.safeParse({
    name: values.name,
    description: values.description,
    collectionDate: values.collectionDate,
    returnDate: values.returnDate,
    cost: { amount: toNumber(values.amount), gstPercentage: toNumber(values.gstPercentage) },
    location: values.location,
    contact: values.contact,
  });
  if (parsed.success) {
    const problem = tenderDateProblem(parsed.data, today);
    if (!problem) return { ok: true, input: parsed.data };
    return { ok: false, errors: { [problem.path]: problem.message } };
  }
  const errors: TenderErrors = {};
  for (const issue of parsed.error.issues) {
    // cost.amount and cost.gstPercentage are fields of their own on the form.
    const key = String(issue.path[0] === 'cost' ? issue.path[1] : issue.path[0]);
    if (key in newTenderValues) errors[key as TenderField] ??= issue.message;
  }
  return { ok: false, errors };
}
