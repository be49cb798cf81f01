import { registrationResult, type EventDetail } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import type { OutboxRecord } from '../../offline/db';
import { EVENT_CANCEL_KIND, type EventRegistrationPayload } from '../../offline/kinds';
import { Banner } from '../../ui/banner';
import { OutboxItemActions, OutboxStatusBanner } from '../../ui/outbox-item';
import { myRegistrationLabel, registeredText, registrationResultText } from './event-labels';

export const registrationCancelledText = 'Registration cancelled';

/** The server's standing in a sentence: registered, or the waitlist's sentence with its place. */
function ServerStanding({ server }: { server: EventDetail['my_registration'] }) {
  const label = myRegistrationLabel(server);
  if (!server || !label) return null;
  const waitlisted = server.standing === 'waitlisted';
  const text =
    waitlisted && server.waitlist_position !== null
      ? messages.eventWaitlisted(server.waitlist_position)
      : label.text;
  return <Banner tone={waitlisted ? 'info' : 'success'}>{text}</Banner>;
}

interface RegistrationStatusProps {
  /**
   * This resident's latest write for the event on this phone (a registration or its cancel),
   * live from the outbox.
   */
  record: OutboxRecord | undefined;
  /** What the server knows, for a registration made elsewhere or already cleared. */
  server: EventDetail['my_registration'];
  /** Where Sign in again comes back to. */
  from: string;
  onEdit: (record: OutboxRecord) => void;
}

/**
 * The one state of this resident's registration: saved, sending, registered or waitlisted,
 * cancelled, or what to fix.
 */
export function RegistrationStatus({ record, server, from, onEdit }: RegistrationStatusProps) {
  if (!record || (record.status === 'sent' && server && record.kind !== EVENT_CANCEL_KIND)) {
    // Once the phone's write arrived, the server's standing is the news: a waitlisted household
    // moved in later reads "Registered", not the sentence it was told at the time.
    return <ServerStanding server={server} />;
  }
  const actions = <OutboxItemActions record={record} from={from} onEdit={onEdit} />;
  if (record.kind === EVENT_CANCEL_KIND) {
    return (
      <OutboxStatusBanner
        record={record}
        sent={registrationCancelledText}
        actions={actions}
        subject="Cancelling your registration"
      />
    );
  }
  // The server's answer wins: it is what was registered, whatever the phone asked for.
  const result = registrationResult.safeParse(record.serverResult);
  const sent = result.success
    ? registrationResultText(result.data)
    : registeredText((record.payload as EventRegistrationPayload).number_of_attendees);
  return <OutboxStatusBanner record={record} sent={sent} actions={actions} />;
}
