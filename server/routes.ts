/**
 * The route table: one handler per endpoint of `api`, all mounted under `/api`. Its type makes
 * a forgotten handler a compile error; a new room (server/domains/<name>/) is its index spread in here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { api } from '../contract/index';
import { BULK_MAX_BYTES } from '../contract/register/members';
import type { EndpointDef } from '../contract/platform/endpoint';
import * as assistant from './domains/assistant';
import * as audit from './domains/audit';
import * as bookings from './domains/bookings';
import * as contact from './domains/contact';
import * as content from './domains/content';
import * as documents from './domains/documents';
import * as dues from './domains/dues';
import * as events from './domains/events';
import * as csvExports from './domains/exports';
import * as gate from './domains/gate';
import * as golfCart from './domains/golf-cart';
import * as helpdesk from './domains/helpdesk';
import * as lostFound from './domains/lost-found';
import * as notices from './domains/notices';
import * as parcels from './domains/parcels';
import * as polls from './domains/polls';
import * as register from './domains/register';
import * as requests from './domains/requests';
import * as signIn from './domains/sign-in';
import * as vehicles from './domains/vehicles';
import { apiDocumentHandlers } from './platform/http/api-document-handlers';
import { fileHandlers } from './platform/files/file-handlers';
import type { Handler, Handlers } from './platform/http/handler';
import { healthHandlers } from './platform/http/health-handlers';
import { registerEndpoint } from './platform/http/register-endpoint';

/** Every room's handlers, and the platform's own (health, uploaded files, the API document). */
export const handlers: Handlers = {
  ...healthHandlers,
  ...apiDocumentHandlers,
  ...fileHandlers,
  ...signIn.handlers,
  ...register.handlers,
  ...gate.handlers,
  ...parcels.handlers,
  ...polls.handlers,
  ...vehicles.handlers,
  ...bookings.handlers,
  ...golfCart.handlers,
  ...content.handlers,
  ...contact.handlers,
  ...events.handlers,
  ...lostFound.handlers,
  ...documents.handlers,
  ...assistant.handlers,
  ...notices.handlers,
  ...requests.handlers,
  ...helpdesk.handlers,
  ...dues.handlers,
  ...csvExports.handlers,
  ...audit.handlers,
};

export const routes: FastifyPluginAsync = async (app) => {
  // The bulk upload of residents is the raw file (SPEC.md §7): kept as text, within its own cap.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: BULK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  for (const name of Object.keys(api) as (keyof typeof api)[]) {
    // Each handler matches its own endpoint (checked by `Handlers`); the loop cannot say so.
    registerEndpoint(
      app,
      api[name] as EndpointDef,
      handlers[name] as unknown as Handler<EndpointDef>,
    );
  }
};
