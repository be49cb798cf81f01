/**
 * Registers every queued kind of the app (golf-cart requests, later lost & found and event
 * registrations). Called by the app at start and by the service worker before it drains, so
 * it must stay worker-safe (no React, no `window`) and idempotent.
 */
export function registerOutboxKinds(): void {
  // The kinds are registered here as their features land.
}
