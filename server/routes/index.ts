/**
 * The route table: one handler per endpoint of `api`, all mounted under `/api`. Its type makes
 * a forgotten handler a compile error; adding a resource = a module of handlers spread in here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { api } from '../../contract/index';
import { BULK_MAX_BYTES } from '../../contract/members';
import type { EndpointDef } from '../../contract/endpoint';
import { accessHandlers } from './access';
import { assistantHandlers } from './assistant';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { bookingHandlers } from './bookings';
import { broadcastHandlers } from './broadcasts';
import { documentHandlers } from './documents';
import { eventAttendeeHandlers } from './event-attendees';
import { eventHandlers } from './events';
import { exportHandlers } from './exports';
import { fileHandlers } from './files';
import { galleryHandlers } from './gallery';
import { gateHandlers } from './gate';
import { gateDeskHandlers } from './gate-desk';
import { gateVisitHandlers } from './gate-visits';
import { gateWalkInHandlers } from './gate-walk-ins';
import { golfCartHandlers } from './golf-cart';
import type { Handler, Handlers } from './handler';
import { healthHandlers } from './health';
import { helpdeskHandlers } from './helpdesk';
import { helpdeskListHandlers } from './helpdesk-lists';
import { lostFoundHandlers } from './lost-found';
import { memberHandlers } from './members';
import { menuHandlers } from './menus';
import { newsletterHandlers } from './newsletters';
import { notificationHandlers } from './notifications';
import { pushHandlers } from './push';
import { registerEndpoint } from './register';
import { requestHandlers } from './requests';
import { tenderHandlers } from './tenders';
import { updateHandlers } from './updates';
import { visitorLogHandlers } from './visitor-log';
import { visitorPassHandlers } from './visitor-passes';

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
