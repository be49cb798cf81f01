/**
 * Every response names its request (`X-Request-Id`, the `reqId` of its log lines), so a person
 * quoting a 500's reference, or a proxy's access log, leads to the server's lines about it.
 * Set when the request arrives: error replies keep it, whatever fails later.
 */
import { REQUEST_ID_HEADER } from './request-log';
import { shared } from './shared';

export const requestIdPlugin = shared('gatehouse-request-id', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
