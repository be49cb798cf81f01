/**
 * One general meeting on /admin/polls (issue 36): its title, time and venue; opened, its agenda
 * of resolutions (each with its state and turnout), "Add a resolution" (a poll of flats on this
 * meeting's agenda) and the attendance marked at the door.
 */
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { Agm } from '../../../contract/polls/agms';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { JustAdded } from '../../ui/just-added';
import { pollMoment } from '../../ui/polls/poll-times';
import type { ShowOptions } from '../../ui/result-line';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { agendaKey, AgmAgenda } from './agm-agenda';
import { AgmAttendance } from './agm-attendance';
import { blankResolution } from './agm-form-values';
import { PollForm } from './poll-form';
import { useAgm } from './use-agms';
import styles from './admin-polls.module.css';

interface AgmCardProps {
  agm: Agm;
  now: number;
  online: boolean;
  onResult: (message: string, options?: ShowOptions) => void;
}

export function AgmCard({ agm, now, online, onResult }: AgmCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <li className={cards.card} aria-label={agm.title}>
      <h3 className={cards.title}>{agm.title}</h3>
      <JustAdded itemKey={agm.id} />
      <p className={styles.when}>
        {pollMoment(agm.held_at)}
        {agm.venue && ` · ${agm.venue}`}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide the meeting' : 'Open the meeting'}
        </Button>
      </div>
      {open && <AgmDetails agm={agm} now={now} online={online} onResult={onResult} />}
    </li>
  );
}

function AgmDetails({ agm, now, online, onResult }: AgmCardProps) {
  const detail = useAgm(agm.id);
  const [adding, setAdding] = useState(false);
  if (detail.isError && !detail.data) {
    return <Banner tone="error">{errorMessage(detail.error, messages.agmsFetchFailed)}</Banner>;
  }
  if (!detail.data) return <Spinner label="Loading the meeting…" />;
  return (
    <>
      <section aria-label={`Agenda: ${agm.title}`}>
        <h4 className={styles.subheading}>Agenda</h4>
        <AgmAgenda agenda={detail.data.agenda} now={now} />
        {adding ? (
          <PollForm
            initial={blankResolution(agm, now)}
            online={online}
            label="New resolution"
            onSaved={(poll) => {
              setAdding(false);
              onResult(`Resolution added to “${agm.title}”: ${poll.question}`, {
                mark: { itemKey: agendaKey(poll.id) },
              });
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" disabled={!online} onClick={() => setAdding(true)}>
              Add a resolution
            </Button>
          </div>
        )}
      </section>
      <AgmAttendance agm={detail.data} online={online} onResult={onResult} />
    </>
  );
}
