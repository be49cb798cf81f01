/**
 * Registers every queued kind of the app (golf-cart requests, later lost & found and event
 * registrations). Called by the app at start and by the service worker before it drains, so
 * it must stay worker-safe (no React, no `window`) and idempotent.
 */
import { registerOutboxKind } from '../outbox-kinds';
import { golfCartKind } from './golf-cart';

export { GOLF_CART_KIND, golfCartKind, rideStartsAt } from './golf-cart';

export function registerOutboxKinds(): void {
  // Registering replaces by name, so calling this twice (StrictMode, hot reload) is harmless.
  registerOutboxKind(golfCartKind);
}
