/**
 * Ask RWA's question set (issue 37, "Prove it"): what residents ask of the demo rule book and of
 * the test handbook, with what a careful reader of the book would answer. Facts are short
 * verbatim pieces of the book's text; a fact a book does not state is never expected.
 *
 * `sections` are the sections the answer must come from (in `book`); `also` are sections of
 * either book about the same thing, whose sentences are not wrong to quote beside them (both
 * books sit in one library) but whose facts are not required. A question naming a thing only
 * one book has (the rooftop pool, the squash court) has no `also`.
 */
import { handbookQuestions } from './handbook-questions';
import { unanswerable, type Question } from './question-kit';
import { rulesQuestions } from './rules-questions';

export type { Answerable, Kind, Question, SectionRef, Unanswerable } from './question-kit';

/** Neither book says: the answer is the plain "not in the documents", citing nothing. */
const unanswerableQuestions: Question[] = [
  unanswerable('What is the capital of France?'),
  unanswerable('What is the Wi-Fi password?'),
  unanswerable('Who won the cricket match yesterday?'),
  unanswerable('How do I cook biryani?'),
  unanswerable('Will it rain tomorrow?'),
  unanswerable('???'),
  unanswerable('Who is the president of the RWA?'),
  unanswerable('How do I renew my passport?'),
  unanswerable('Is there a shuttle bus to the railway station?'),
  unanswerable('Where is the nearest hospital?'),
  unanswerable('and the sauna?', ['What time does the swimming pool open?']),
];

export const questions: Question[] = [
  ...rulesQuestions,
  ...handbookQuestions,
  ...unanswerableQuestions,
];
