import { registrationResult, type EventDetail } from '../../../contract/events';
import type { OutboxRecord } from '../../offline/db';
import type { EventRegistrationPayload } from '../../offline/kinds';
import { Banner } from '../../ui/banner';
import { OutboxItemActions, OutboxStatusBanner } from '../../ui/outbox-item';
import { attendeesText } from './event-format';

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
  // The server's count wins: it is what was registered, whatever the phone asked for.
  const result = registrationResult.safeParse(record.serverResult);
  const count = result.success
    ? result.data.number_of_attendees
    : (record.payload as EventRegistrationPayload).number_of_attendees;
  return (
    <OutboxStatusBanner
      record={record}
      sent={registeredText(count)}
      actions={<OutboxItemActions record={record} from={from} onEdit={onEdit} />}
    />
  );
}
