/** Contact Us: a visitor's message to the estate office, kept and put in the RWA's inbox. */
export { contactHandlers as handlers } from './handlers';
