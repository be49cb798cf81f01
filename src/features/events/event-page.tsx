/**
 * /event/{eventId} (SPEC.md §2): the event from the saved list first (instant, offline), then
 * from the server when online, with the resident's registration and its state on this phone.
 */
import { useParams } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { registerOutboxKinds } from '../../offline/kinds';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { Banner } from '../../ui/banner';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { EventDetails } from './event-details';
import { EventRegistration } from './event-registration';
import { useEvent } from './use-event';
import styles from './events.module.css';

// Idempotent; the app registers at start too, but this page must work however it is reached.
registerOutboxKinds();

export default function EventPage() {
  const { eventId = '' } = useParams();
  const lookup = useEvent(eventId);
  const today = useIndiaNow().date;

  let body;
  switch (lookup.state) {
    case 'loading':
      body = <Spinner label="Loading event…" />;
      break;
    case 'notFound':
      body = <h2>{messages.eventNotFound}</h2>;
      break;
    case 'failed':
      body = <Banner tone="error">{messages.eventLoadFailed}</Banner>;
      break;
    case 'ready':
      body = (
        <div className={styles.detailLayout}>
          <EventDetails event={lookup.event} today={today} />
          <EventRegistration
            event={lookup.event}
            today={today}
            myRegistration={lookup.myRegistration}
          />
        </div>
      );
      break;
  }

  return (
    <>
      <PageHeader title="Event Details" backTo={paths.events} backLabel="Events" />
      {body}
    </>
  );
}
