/**
 * What the dues room adds to the server beside its routes: the reminders' job at start and
 * every DUES_REMINDER_INTERVAL (an hour by default; 0: never), run once across instances by its
 * claim (reminders.ts); with a payment gateway, the worker that makes invoices' payment links
 * (payment-link-worker.ts); and the signature check on the gateway's webhook route, which must
 * read that one route's raw body before it is parsed (razorpay-signature.ts).
 */
import type { preParsingHookHandler } from 'fastify';
import { razorpayWebhook } from '../../../contract/dues/gateway';
import { shared } from '../../platform/http/shared';
import { minGapOf, scheduleJob } from '../../platform/jobs/scheduled-job';
import { startPaymentLinks } from './payment-link-worker';
import { verifyRazorpaySignature } from './razorpay-signature';
import { runDuesReminders } from './reminders';

const asList = (hooks: preParsingHookHandler | preParsingHookHandler[] | undefined) =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export const duesPlugin = shared<{
  reminderIntervalSeconds: number;
  paymentLinkIntervalSeconds: number;
}>('gatehouse-dues', async (app, { reminderIntervalSeconds, paymentLinkIntervalSeconds }) => {
  scheduleJob(app, {
    name: 'dues reminders',
    intervalSeconds: reminderIntervalSeconds,
    run: () =>
      runDuesReminders(app.db, {
        now: app.now(),
        minGapSeconds: minGapOf(reminderIntervalSeconds),
      }),
    ran: (outcome) => outcome.sent > 0,
  });
  startPaymentLinks(app, paymentLinkIntervalSeconds);
  // Routes registered after this (the API's, under /api) pass by here; only the webhook's
  // gets the hook.
  app.addHook('onRoute', (route) => {
    if (!route.url.endsWith(`/${razorpayWebhook.path}`)) return;
    route.preParsing = [...asList(route.preParsing), verifyRazorpaySignature];
  });
});
