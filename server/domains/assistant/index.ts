/**
 * Ask RWA: answers from the estate's rule book and files, each citing its file and page, from the
 * passages on the server or, when one is configured, a language model grounded in them.
 */
export { assistantHandlers as handlers } from './handlers';
export { seedAssistant } from './seed';
export { reindexAssistant } from './ingest';
