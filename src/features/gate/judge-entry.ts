/**
 * Judging an entry at the gate (issue 17), with or without the network: a scanned QR is checked
 * for its signature, the revocation list, its window and (a one-time pass) its use; a typed code
 * is looked up in the desk's saved list. The answer is a verdict the desk shows at once: let in,
 * refused with the contract's sentence, or "ask the server" (a code the list does not know,
 * while online). Pure but for the signature check, which is handed in.
 */
import type { DeskPass, DeskSnapshot } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { parsePassToken, type PassToken } from '../../../contract/gate/pass-token';
import type { PassKind, Weekday } from '../../../contract/gate/visitors';
import { passVerifier, type Verifier } from './pass-signature';
import { usedProblem, windowProblem } from './pass-rules';

/** Who may come in, as far as the desk knows them. */
export interface Admission {
  passId: string;
  /** Undefined when only the QR is known (a pass made after the desk's last refresh). */
  name: string | undefined;
  apartment: string;
  kind: PassKind;
  valid_from: string;
  valid_until: string;
  days: readonly Weekday[];
  people: number;
  vehicle: string;
  /** The resident's note for the gate; empty when only the QR is known. */
  note: string;
  /** The code the guard typed, if that is how the pass was found. */
  code?: string;
}

export type Verdict =
  | { type: 'admit'; admission: Admission }
  | { type: 'refuse'; message: string }
  | { type: 'ask-server'; code: string };

/** What the desk knows: its saved list, and the one-time passes it let in itself this shift. */
export interface DeskKnowledge {
  snapshot: Pick<DeskSnapshot, 'keys' | 'passes' | 'revoked'> | undefined;
  /** Pass id → when this desk let it in (ISO), entries not yet in the saved list included. */
  enteredHere: ReadonlyMap<string, string>;
}

const refuse = (message: string): Verdict => ({ type: 'refuse', message });

/** What the saved list says of a pass. */
export function admissionOf(pass: DeskPass): Admission {
  const { id, name, apartment, kind, valid_from, valid_until, days, people, vehicle, note } = pass;
  return {
    passId: id,
    name,
    apartment,
    kind,
    valid_from,
    valid_until,
    days,
    people,
    vehicle,
    note,
  };
}

/** A pass the saved list does not have yet: what its signed QR says, no more. */
function fromToken(token: PassToken): Admission {
  return {
    passId: token.passId,
    name: undefined,
    apartment: token.apartment,
    kind: token.kind,
    valid_from: new Date(token.validFrom * 1000).toISOString(),
    valid_until: new Date(token.validUntil * 1000).toISOString(),
    days: [],
    people: 1,
    vehicle: '',
    note: '',
  };
}

/** The window and one-time rules on a known pass; `usedAt` from the list, if it knows a use. */
export function judgeAdmission(
  admission: Admission,
  knowledge: DeskKnowledge,
  now: Date,
  usedAt?: string | null,
): Verdict {
  if (knowledge.snapshot?.revoked.includes(admission.passId)) {
    return refuse(messages.passWasRevoked);
  }
  const outside = windowProblem(admission, now);
  if (outside) return refuse(outside);
  const used = usedAt ?? knowledge.enteredHere.get(admission.passId);
  const again = usedProblem(admission.kind, used ?? undefined, now);
  return again ? refuse(again) : { type: 'admit', admission };
}

/** A scanned QR: forged and altered ones are refused before anything else is looked at. */
export async function judgeQr(
  text: string,
  knowledge: DeskKnowledge,
  now: Date,
  verifier: Pick<Verifier, 'verify'> = passVerifier,
): Promise<Verdict> {
  const token = parsePassToken(text);
  if (!token) return refuse(messages.qrForged);
  if (!(await verifier.verify(token, knowledge.snapshot?.keys ?? []))) {
    return refuse(messages.qrForged);
  }
  const pass = knowledge.snapshot?.passes.find((candidate) => candidate.id === token.passId);
  return pass
    ? judgeAdmission(admissionOf(pass), knowledge, now, pass.used_at)
    : judgeAdmission(fromToken(token), knowledge, now);
}

/**
 * A typed code: the saved list's pass with that code, else the server judges while online.
 * Offline, a code the list does not know is refused: nothing says it is real.
 */
export function judgeCode(
  code: string,
  knowledge: DeskKnowledge,
  now: Date,
  online: boolean,
): Verdict {
  if (!/^\d{6}$/.test(code)) return refuse(messages.codeOrPassRequired);
  const pass = knowledge.snapshot?.passes.find((candidate) => candidate.code === code);
  if (pass) return judgeAdmission({ ...admissionOf(pass), code }, knowledge, now, pass.used_at);
  return online ? { type: 'ask-server', code } : refuse(messages.codeUnknown);
}

/**
 * Again at the tap of "Check in": the card may have stood a while (a window closing, the same
 * pass let in meanwhile from a second scan).
 */
export function judgeAgain(admission: Admission, knowledge: DeskKnowledge, now: Date): Verdict {
  const pass = knowledge.snapshot?.passes.find((candidate) => candidate.id === admission.passId);
  return judgeAdmission(admission, knowledge, now, pass?.used_at);
}
