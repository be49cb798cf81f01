/**
 * Telling people: the inbox and its preferences, the RWA's broadcasts, and Web Push with its
 * drainer. Every other room tells people through `notify` and `tellCommunity`.
 */
import { broadcastHandlers } from './broadcast-handlers';
import { notificationHandlers } from './notification-handlers';
import { pushHandlers } from './push-handlers';

export const handlers = { ...notificationHandlers, ...broadcastHandlers, ...pushHandlers };
export { pushPlugin as plugin } from './push-plugin';
export { notify } from './notify';
export type { Notice } from './notify';
export { notifyHouseholds } from './notify-households';
export type { HouseholdNotice } from './notify-households';
export { tellCommunity } from './community-notice';
export { createWebPushSender } from './web-push-sender';
export { retryDelay } from './push-policy';
export type { PushSender } from './web-push-sender';
