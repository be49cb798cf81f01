/** The outbox flows (support/outbox-suite.ts) in WebKitGTK, as a resident of its own. */
import { demo } from '../e2e/support/login';
import { webkit } from './support/engines';
import { outboxSuite } from './support/outbox-suite';

outboxSuite(webkit, demo.otherResident);
