/**
 * The `context` of a question (issue 37 follow-ups): this chat's last three earlier questions,
 * one per line, newest last, so "and for cats?" is read after "what are the rules for pets?".
 * The contract allows a comment's length, so the oldest lines go first until it fits.
 */
import { textMax } from '../../../contract/platform/fields';

const EARLIER_QUESTIONS = 3;

export function contextOf(earlier: readonly string[]): string | undefined {
  const lines = earlier.slice(-EARLIER_QUESTIONS).map((question) => question.replace(/\s+/g, ' '));
  while (lines.length > 0 && lines.join('\n').length > textMax.comment) lines.shift();
  return lines.length > 0 ? lines.join('\n') : undefined;
}
