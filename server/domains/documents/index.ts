/**
 * Apartment documents: each flat's private files, uploaded by the RWA and opened through short
 * signed links. The assistant names its files the same way.
 */
export { documentHandlers as handlers } from './handlers';
export { documentFileName } from './handlers';
export { seedDocuments } from './seed';
