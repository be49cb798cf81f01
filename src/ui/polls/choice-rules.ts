/**
 * A ballot's choices (issue 36), for a resident's vote and the RWA's paper entry alike: radio
 * buttons for one, check boxes up to the most for several, and the server's own sentences for
 * none or too many, so a mistake reads alike before and after sending.
 */
import { z } from 'zod';
import { messages } from '../../../contract/messages';

export type BallotMode = 'radio' | 'checkbox';

export const ballotMode = (maxChoices: number): BallotMode =>
  maxChoices > 1 ? 'checkbox' : 'radio';

/** What the ballot asks, above its options. */
export const ballotHint = (maxChoices: number): string =>
  maxChoices > 1 ? `Choose up to ${maxChoices}` : 'Choose one';

/** A radio group gives one value (or none), check boxes a list (or `false` when none exist). */
export type ChoicesValue = string | string[] | null | false;

const asList = (value: ChoicesValue): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

/** The form's choices in, a list out: at least one, at most `maxChoices`. */
export function choicesField(maxChoices: number) {
  return z
    .union([z.string(), z.array(z.string()), z.null(), z.literal(false)])
    .transform(asList)
    .pipe(
      z
        .array(z.string())
        .min(1, messages.choicesRequired)
        .max(maxChoices, messages.choicesTooMany(maxChoices)),
    );
}
