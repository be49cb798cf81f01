/**
 * Contact Us: a visitor's message to the estate office, kept, put in the RWA's inbox and in
 * "Needs you" until handled, and deleted after the visitor log's retention.
 */
import { contactHandlers } from './handlers';
import { contactOfficeHandlers } from './office-handlers';

export const handlers = { ...contactHandlers, ...contactOfficeHandlers };
export { contactPlugin as plugin } from './contact-plugin';
export { runContactRetention } from './contact-retention';
