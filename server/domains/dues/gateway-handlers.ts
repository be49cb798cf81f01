/**
 * The payment gateway's webhook (issue 33). By the time this runs, the route's own hook
 * (razorpay-signature.ts) has answered 404 without a gateway and checked the signature of the
 * raw body; a request it did not see is refused all the same. The body is read here, after
 * that: an event of a shape we do not read is acknowledged, not refused.
 */
import { razorpayEvent } from '../../../contract/dues/gateway';
import { messages } from '../../../contract/messages';
import { originOf } from '../../platform/audit';
import { HttpError } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';
import { processRazorpayEvent } from './razorpay-events';
import { isVerifiedEvent } from './razorpay-signature';

const EVENT_ID_MAX = 100;

export const duesGatewayHandlers: HandlersFor<'razorpayWebhook'> = {
  razorpayWebhook: ({ app, request, transaction }) => {
    if (!isVerifiedEvent(request)) throw new HttpError(404, messages.notFound);
    const event = razorpayEvent.safeParse(request.body);
    const header = request.headers['x-razorpay-event-id'];
    const eventId = (typeof header === 'string' && header.trim()) || event.data?.id?.trim();
    if (!eventId || eventId.length > EVENT_ID_MAX) {
      throw new HttpError(400, messages.webhookEventIdMissing);
    }
    const origin = originOf(request);
    return transaction((tx) =>
      processRazorpayEvent(tx, eventId, event.data ?? null, app.now(), origin),
    );
  },
};
