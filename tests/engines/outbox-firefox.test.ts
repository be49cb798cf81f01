/** The outbox flows (support/outbox-suite.ts) in Firefox ESR, as a resident of its own. */
import { demo } from '../e2e/support/login';
import { firefox } from './support/engines';
import { outboxSuite } from './support/outbox-suite';

outboxSuite(firefox, demo.activeResident);
