/**
 * The route table: one handler per endpoint of `api`, all mounted under `/api`. Its type makes
 * a forgotten handler a compile error; adding a resource = a module of handlers spread in here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { api } from '../contract/index';
import { BULK_MAX_BYTES } from '../contract/register/members';
import type { EndpointDef } from '../contract/platform/endpoint';
import { accessHandlers } from './domains/register/access-handlers';
import { assistantHandlers } from './domains/assistant/handlers';
import { auditHandlers } from './domains/audit/handlers';
import { authHandlers } from './domains/sign-in/auth-handlers';
import { bookingHandlers } from './domains/bookings/handlers';
import { broadcastHandlers } from './domains/notices/broadcast-handlers';
import { documentHandlers } from './domains/documents/handlers';
import { eventAttendeeHandlers } from './domains/events/attendee-handlers';
import { eventHandlers } from './domains/events/event-handlers';
import { exportHandlers } from './domains/exports/handlers';
import { fileHandlers } from './platform/files/file-handlers';
import { galleryHandlers } from './domains/content/gallery-handlers';
import { gateHandlers } from './domains/gate/guard-handlers';
import { gateDeskHandlers } from './domains/gate/desk-handlers';
import { gateVisitHandlers } from './domains/gate/visit-handlers';
import { gateWalkInHandlers } from './domains/gate/walk-in-handlers';
import { golfCartHandlers } from './domains/golf-cart/handlers';
import type { Handler, Handlers } from './platform/http/handler';
import { healthHandlers } from './platform/http/health-handlers';
import { helpdeskHandlers } from './domains/helpdesk/handlers';
import { helpdeskListHandlers } from './domains/helpdesk/list-handlers';
import { lostFoundHandlers } from './domains/lost-found/handlers';
import { memberHandlers } from './domains/register/member-handlers';
import { menuHandlers } from './domains/content/menu-handlers';
import { newsletterHandlers } from './domains/content/newsletter-handlers';
import { notificationHandlers } from './domains/notices/notification-handlers';
import { pushHandlers } from './domains/notices/push-handlers';
import { registerEndpoint } from './platform/http/register-endpoint';
import { requestHandlers } from './domains/requests/handlers';
import { tenderHandlers } from './domains/content/tender-handlers';
import { updateHandlers } from './domains/content/update-handlers';
import { visitorLogHandlers } from './domains/gate/visitor-log-handlers';
import { visitorPassHandlers } from './domains/gate/pass-handlers';

export const handlers: Handlers = {
  ...healthHandlers,
  ...authHandlers,
  ...accessHandlers,
  ...auditHandlers,
  ...gateHandlers,
  ...gateDeskHandlers,
  ...gateVisitHandlers,
  ...gateWalkInHandlers,
  ...visitorPassHandlers,
  ...visitorLogHandlers,
  ...bookingHandlers,
  ...golfCartHandlers,
  ...tenderHandlers,
  ...fileHandlers,
  ...menuHandlers,
  ...galleryHandlers,
  ...newsletterHandlers,
  ...eventHandlers,
  ...eventAttendeeHandlers,
  ...updateHandlers,
  ...memberHandlers,
  ...assistantHandlers,
  ...lostFoundHandlers,
  ...documentHandlers,
  ...notificationHandlers,
  ...broadcastHandlers,
  ...requestHandlers,
  ...pushHandlers,
  ...helpdeskHandlers,
  ...exportHandlers,
  ...helpdeskListHandlers,
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
