/**
 * Ask RWA: answers from the estate's rule book and files, each citing its file and page, from the
 * passages on the server or, when one is configured, a language model grounded in them.
 */
import { assistantHandlers } from './handlers';
import { handoverHandlers } from './handover-handlers';

export const handlers = { ...assistantHandlers, ...handoverHandlers };
/** Contact's retention job also forgets old questions: one retention for visitors' data. */
export { forgetOldQuestions } from './unanswered';
export { seedAssistant } from './seed';
export { reindexAssistant } from './ingest';
export { keptAnswersPlugin as plugin } from './kept-answers';
