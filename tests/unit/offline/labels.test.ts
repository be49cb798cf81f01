// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OutboxStatus } from '../../../src/offline/db';
import { outboxActions, outboxLabel } from '../../../src/offline/labels';

// 2:02 PM in India is 08:32 UTC; the phone's own zone must not matter.
const at = Date.parse('2025-03-10T08:32:00Z');
const label = (status: OutboxStatus, sentAt?: number) =>
  outboxLabel({ status, updatedAt: at, ...(sentAt === undefined ? {} : { sentAt }) });

describe('one label per outbox item (DESIGN.md §5)', () => {
  it('says each status in the agreed words', () => {
    expect(label('pending')).toBe('Saved on this phone — will send when online');
    expect(label('sending')).toBe('Sending…');
    expect(label('rejected')).toBe("Couldn't send — tap to fix");
    expect(label('needsAuth')).toBe('Sign in again to send');
    expect(label('expired')).toBe('Expired before it could be sent');
  });

  it('gives the sent time in India, as a notice says a clock', () => {
    expect(label('sent', at)).toBe('Sent 2:02 PM');
  });

  it('offers edit and resend for rejected and expired, sign-in for needsAuth, no discard mid-send', () => {
    expect(outboxActions('rejected')).toEqual({
      editAndResend: true,
      discard: true,
      signIn: false,
    });
    expect(outboxActions('expired').editAndResend).toBe(true);
    expect(outboxActions('needsAuth')).toEqual({
      editAndResend: false,
      discard: true,
      signIn: true,
    });
    expect(outboxActions('sending').discard).toBe(false);
  });
});
