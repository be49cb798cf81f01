/**
 * The one sentence the app's first download needs (src/api/client.ts): on its own so the first
 * screen does not carry every message of contract/messages.ts, which re-exports it.
 */
export const networkError = 'Could not reach the server. Check your connection and try again.';
