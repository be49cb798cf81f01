/**
 * The general meetings on /admin/polls (issue 36): set one up, then open it for its agenda of
 * resolutions and the attendance. Cards, like the polls, so nothing is wider than a phone.
 */
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import type { ShowOptions } from '../../ui/result-line';
import { Spinner } from '../../ui/spinner';
import { AgmCard } from './agm-card';
import { AgmForm } from './agm-form';
import { useAgms } from './use-agms';
import styles from './admin-polls.module.css';

interface AgmsSectionProps {
  now: number;
  online: boolean;
  onResult: (message: string, options?: ShowOptions) => void;
}

export function AgmsSection({ now, online, onResult }: AgmsSectionProps) {
  const agms = useAgms();
  const [creating, setCreating] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="agms-heading">
      <h2 id="agms-heading">General meetings</h2>
      {creating ? (
        <AgmForm
          online={online}
          onSaved={(agm) => {
            setCreating(false);
            onResult(`Meeting created: ${agm.title}. Open it to add resolutions.`, {
              mark: { itemKey: agm.id },
            });
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setCreating(true)}>Set up a meeting</Button>
        </div>
      )}
      {agms.isError && !agms.data ? (
        <Banner tone="error">{errorMessage(agms.error, messages.agmsFetchFailed)}</Banner>
      ) : !agms.data ? (
        online && <Spinner label="Loading meetings…" />
      ) : agms.data.length === 0 ? (
        <p>No meetings yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Meetings">
          {agms.data.map((agm) => (
            <AgmCard key={agm.id} agm={agm} now={now} online={online} onResult={onResult} />
          ))}
        </ul>
      )}
    </section>
  );
}
