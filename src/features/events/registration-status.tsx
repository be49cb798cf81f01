import { Link } from 'react-router-dom';
import { registrationResult, type EventDetail } from '../../../contract/events';
import { loginPath } from '../../lib/paths';
import type { OutboxRecord } from '../../offline/db';
import type { EventRegistrationPayload } from '../../offline/kinds';
import { outboxActions, outboxLabel } from '../../offline/labels';
import { discard } from '../../offline/outbox';
import { supportsBackgroundSync } from '../../offline/triggers';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { attendeesText } from './event-format';
import styles from './events.module.css';

export const registeredText = (count: number) => `Registered for ${attendeesText(count)}`;
export const serverRegisteredText = (count: number) =>
  `You are registered for ${attendeesText(count)}`;

interface RegistrationStatusProps {
  /** This resident's latest registration for the event on this phone, live from the outbox. */
  record: OutboxRecord | undefined;
  /** What the server knows, for a registration made elsewhere or already cleared. */
  server: EventDetail['my_registration'];
  /** Where Sign in again comes back to. */
  from: string;
  onEdit: (record: OutboxRecord) => void;
}

/** The one state of this resident's registration: saved, sending, registered, or what to fix. */
export function RegistrationStatus({ record, server, from, onEdit }: RegistrationStatusProps) {
  if (!record) {
    return server ? (
      <Banner tone="success">{serverRegisteredText(server.number_of_attendees)}</Banner>
    ) : null;
  }
  const label = outboxLabel(record);
  const payload = record.payload as EventRegistrationPayload;
  const actions = outboxActions(record.status);
  const controls = (
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

  switch (record.status) {
    case 'sent': {
      const result = registrationResult.safeParse(record.serverResult);
      const count = result.success ? result.data.number_of_attendees : payload.number_of_attendees;
      return (
        <Banner tone="success">
          {registeredText(count)} <span className={styles.muted}>({label})</span>
        </Banner>
      );
    }
    case 'pending':
      return (
        <Banner tone="info" action={controls}>
          {label}
          {/* iOS and Firefox have no Background Sync: it leaves only while Gatehouse is open. */}
          {!supportsBackgroundSync() && <> Keep Gatehouse open until it is sent.</>}
        </Banner>
      );
    case 'sending':
      return <Banner tone="info">{label}</Banner>;
    default:
      // Rejected (the server's reason), signed out or expired: say why and offer the way out.
      return (
        <Banner tone="error" action={controls}>
          {label}
          {record.lastError && record.lastError !== label && (
            <>
              {' '}
              <span className={styles.reason}>{record.lastError}</span>
            </>
          )}
        </Banner>
      );
  }
}
