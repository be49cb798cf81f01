/** The Background Sync tag the service worker drains on; apart from triggers.ts (window-only). */
export const OUTBOX_SYNC_TAG = 'outbox';
