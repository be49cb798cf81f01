/**
 * How a queued write shows wherever a feature lists it (golf-cart requests, event registrations,
 * lost & found reports): its one label (DESIGN.md §5), the server's reason when it refused, and
 * the same ways out — Edit & resend, Discard, Sign in again — so every screen says and offers
 * the same thing.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { loginPath } from '../lib/paths';
import type { OutboxRecord } from '../offline/db';
import { outboxActions, outboxLabel } from '../offline/labels';
import { discard } from '../offline/outbox';
import { supportsBackgroundSync } from '../offline/triggers';
import { Banner } from './banner';
import { Button } from './button';
import styles from './outbox-item.module.css';

export const keepOpenNote = 'Keep Gatehouse open until it is sent.';

interface OutboxItemActionsProps {
  record: OutboxRecord;
  /** Where Sign in again comes back to. */
  from: string;
  /** Puts the record back in its form (Edit & resend). */
  onEdit: (record: OutboxRecord) => void;
}

/** Why the server refused it, signed out or expired; undefined when the label says it all. */
export function outboxReason(record: OutboxRecord): string | undefined {
  const failed =
    record.status === 'rejected' || record.status === 'needsAuth' || record.status === 'expired';
  return failed && record.lastError !== outboxLabel(record) ? record.lastError : undefined;
}

/** Edit & resend, Sign in again and Discard, each only where it can help. */
export function OutboxItemActions({ record, from, onEdit }: OutboxItemActionsProps) {
  const actions = outboxActions(record.status);
  if (!actions.editAndResend && !actions.signIn && !actions.discard) return null;
  return (
    <div className={styles.actions}>
      {actions.editAndResend && (
        <Button variant="secondary" onClick={() => onEdit(record)}>
          Edit &amp; resend
        </Button>
      )}
      {actions.signIn && <Link to={loginPath({ from })}>Sign in again</Link>}
      {actions.discard && (
        <Button variant="secondary" onClick={() => void discard(record.id)}>
          Discard
        </Button>
      )}
    </div>
  );
}

/** One item of a list: its label, the reason it was refused, and what the user can do. */
export function OutboxItemState(props: OutboxItemActionsProps) {
  const { record } = props;
  const reason = outboxReason(record);
  return (
    <>
      <p className={styles.label} data-status={record.status}>
        {outboxLabel(record)}
      </p>
      {reason && <p className={styles.reason}>{reason}</p>}
      <OutboxItemActions {...props} />
    </>
  );
}

/** Calls `onIdle` `delayMs` after the record was sent (the form goes back to idle, SPEC.md §4). */
export function useIdleAfterSent(
  record: OutboxRecord | undefined,
  delayMs: number,
  onIdle: () => void,
): void {
  const sent = record?.status === 'sent';
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onIdle, delayMs);
    return () => window.clearTimeout(timer);
  }, [sent, delayMs, onIdle]);
}

interface OutboxStatusBannerProps {
  record: OutboxRecord;
  /** What to say once it arrived; the "Sent 14:02" label follows it. */
  sent: ReactNode;
  /** Controls beside the message while it waits or needs the user (OutboxItemActions). */
  actions?: ReactNode;
  /** What is waiting, when the page could mean more than one write ("Cancelling …"). */
  subject?: string;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The one state of a write just made: saved on the phone, sending, sent, or what to fix. */
export function OutboxStatusBanner({ record, sent, actions, subject }: OutboxStatusBannerProps) {
  const label = subject ? `${subject}: ${lowerFirst(outboxLabel(record))}` : outboxLabel(record);
  switch (record.status) {
    case 'sent':
      return (
        <Banner tone="success">
          {sent} <span className={styles.muted}>({label})</span>
        </Banner>
      );
    case 'sending':
      return <Banner tone="info">{label}</Banner>;
    case 'pending':
      return (
        <Banner tone="info" action={actions}>
          {label}
          {/* iOS and Firefox have no Background Sync: it leaves only while Gatehouse is open. */}
          {!supportsBackgroundSync() && <> {keepOpenNote}</>}
        </Banner>
      );
    default: {
      // Rejected (the server's reason), signed out or expired: say why and offer the way out.
      const reason = outboxReason(record);
      return (
        <Banner tone="error" action={actions}>
          {label}
          {reason && (
            <>
              {' '}
              <span className={styles.reason}>{reason}</span>
            </>
          )}
        </Banner>
      );
    }
  }
}
