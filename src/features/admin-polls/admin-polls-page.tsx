/**
 * /admin/polls (issue 36): set up a poll, change it before it opens, close it early with a
 * reason, see who has voted (never what, on a secret ballot), enter paper votes from a meeting,
 * and read the results; set up a general meeting, its resolutions and its attendance. Cards, not
 * a table, so nothing is wider than a 360 px phone. Each action's result shows in one line
 * (ADR 005), the new poll or meeting marked in its list.
 */
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { JustAddedProvider } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { AdminPollCard } from './admin-poll-card';
import { AgmsSection } from './agms-section';
import { PollForm } from './poll-form';
import { blankPoll } from './poll-form-values';
import { useAdminPolls } from './use-admin-polls';
import styles from './admin-polls.module.css';

export default function AdminPollsPage() {
  const polls = useAdminPolls();
  const { online } = useConnectivity();
  const now = useNow(30_000);
  const [creating, setCreating] = useState(false);
  const result = useResult();
  const rows = polls.data;

  return (
    <>
      <AdminPageHeader
        title="Polls"
        subtitle="Ask the estate: one vote per flat, secret unless you choose otherwise, counted so anyone can check."
      />
      {result.line}
      {!online && (
        <Banner tone="info">
          You're offline: polls are set up, changed and closed only when you're back online.
        </Banner>
      )}
      <section className={styles.section} aria-labelledby="new-poll">
        <h2 id="new-poll">New poll</h2>
        {creating ? (
          <PollForm
            initial={blankPoll(now)}
            online={online}
            onSaved={(poll) => {
              setCreating(false);
              result.show(`Poll created: ${poll.question}`, { mark: { itemKey: poll.id } });
            }}
            onCancel={() => setCreating(false)}
          />
        ) : (
          <Button onClick={() => setCreating(true)}>Set up a poll</Button>
        )}
      </section>
      <JustAddedProvider value={result.mark}>
        <AgmsSection now={now} online={online} onResult={result.show} />
        <section className={styles.section} aria-labelledby="polls-heading">
          <h2 id="polls-heading">Polls</h2>
          {rows && (
            <p className={cards.muted}>{freshnessLabel(polls.dataUpdatedAt, now, online)}</p>
          )}
          {polls.isError && !rows ? (
            <Banner tone="error">{errorMessage(polls.error, messages.pollsFetchFailed)}</Banner>
          ) : !rows ? (
            online && <Spinner label="Loading polls…" />
          ) : rows.length === 0 ? (
            <p>No polls yet.</p>
          ) : (
            <ul className={styles.list} aria-label="Polls">
              {rows.map((poll) => (
                <AdminPollCard
                  key={poll.id}
                  poll={poll}
                  now={now}
                  online={online}
                  onResult={result.show}
                />
              ))}
            </ul>
          )}
        </section>
      </JustAddedProvider>
    </>
  );
}
