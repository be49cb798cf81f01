/**
 * How a chosen file is judged the way the server will (DESIGN.md §6): its kind from its first
 * bytes, never its name, and its size against the rule. Shared by the file field, the camera's
 * photos and the forms that check a file before they send it.
 */
import { messages } from '../../contract/messages';
import {
  SNIFF_BYTES,
  sniffFileKind,
  uploadRules,
  type UploadRule,
} from '../../contract/platform/uploads';

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
