/**
 * The one label each outbox item shows (DESIGN.md §5), so every screen that lists queued
 * writes says the same thing in the same words.
 */
import type { OutboxRecord, OutboxStatus } from './db';
import { formatInstantClock } from '../lib/format-date';
import { EXPIRED_MESSAGE } from './outbox-policy';

export const outboxLabels = {
  pending: 'Saved on this phone — will send when online',
  sending: 'Sending…',
  sent: (time: string) => `Sent ${time}`,
  rejected: "Couldn't send — tap to fix",
  needsAuth: 'Sign in again to send',
  expired: EXPIRED_MESSAGE,
} as const;

export function outboxLabel(record: Pick<OutboxRecord, 'status' | 'sentAt' | 'updatedAt'>): string {
  const status: OutboxStatus = record.status;
  switch (status) {
    case 'pending':
      return outboxLabels.pending;
    case 'sending':
      return outboxLabels.sending;
    case 'sent':
      return outboxLabels.sent(formatInstantClock(record.sentAt ?? record.updatedAt));
    case 'rejected':
      return outboxLabels.rejected;
    case 'needsAuth':
      return outboxLabels.needsAuth;
    case 'expired':
      return outboxLabels.expired;
  }
}

/** What the user can do about an item, so every list offers the same actions. */
export function outboxActions(status: OutboxStatus): {
  editAndResend: boolean;
  discard: boolean;
  signIn: boolean;
} {
  return {
    editAndResend: status === 'rejected' || status === 'expired',
    discard: status !== 'sending' && status !== 'sent',
    signIn: status === 'needsAuth',
  };
}
