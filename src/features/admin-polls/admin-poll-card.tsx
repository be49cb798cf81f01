/**
 * One poll on /admin/polls (issue 36): its question, times and rules, and what the RWA may do
 * at its stage — change it before it opens; while open, the turnout, a paper vote and closing
 * early with a reason (residents read the reason); once closed (or live), the results and their
 * CSV and PDF for the minutes.
 */
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { Poll } from '../../../contract/polls/polls';
import { errorMessage } from '../../api/api-error';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CsvBar } from '../../ui/csv-bar';
import { JustAdded, updatedJustNow } from '../../ui/just-added';
import { MovePrompt } from '../../ui/move-prompt';
import { PollFacts } from '../../ui/polls/poll-facts';
import { pollMoment, pollStatusAt, pollWhen } from '../../ui/polls/poll-times';
import { ResultsSection } from '../../ui/polls/results-section';
import cards from '../../ui/request-card.module.css';
import type { ShowOptions } from '../../ui/result-line';
import { PaperVoteForm } from './paper-vote-form';
import { PollForm } from './poll-form';
import { ResultsPdfButton } from './results-pdf-button';
import { statusTones, statusWords } from './poll-status';
import { pollValues } from './poll-form-values';
import { Turnout } from './turnout';
import { downloadResultsCsv, useClosePoll } from './use-admin-polls';
import styles from './admin-polls.module.css';

type Panel = 'edit' | 'turnout' | 'paper' | null;

interface AdminPollCardProps {
  poll: Poll;
  now: number;
  online: boolean;
  /** The page's result line (ADR 005): a poll closed early is said there, its card marked. */
  onResult: (message: string, options?: ShowOptions) => void;
}

export function AdminPollCard({ poll, now, online, onResult }: AdminPollCardProps) {
  const status = pollStatusAt(poll, now);
  const [panel, setPanel] = useState<Panel>(null);
  const [closing, setClosing] = useState(false);
  const close = useClosePoll();
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  return (
    <li className={cards.card} aria-label={poll.question}>
      <div className={cards.head}>
        <h3 className={cards.title}>{poll.question}</h3>
        <Badge tone={statusTones[status]}>{statusWords[status]}</Badge>
      </div>
      <JustAdded itemKey={poll.id} />
      <p className={styles.when}>{pollWhen(poll, now)}</p>
      {poll.close_reason && <p className={cards.muted}>Closed early: {poll.close_reason}</p>}
      <p className={cards.muted}>{poll.options.map((option) => option.label).join(' · ')}</p>
      <details>
        <summary>Rules</summary>
        <PollFacts poll={poll} className={cards.facts} />
      </details>
      <div className={styles.actions}>
        {status === 'upcoming' && (
          <Button
            variant="secondary"
            aria-expanded={panel === 'edit'}
            onClick={() => toggle('edit')}
          >
            Edit
          </Button>
        )}
        {status !== 'upcoming' && (
          <Button
            variant="secondary"
            aria-expanded={panel === 'turnout'}
            onClick={() => toggle('turnout')}
          >
            Turnout
          </Button>
        )}
        {status === 'open' && poll.electorate !== 'person' && (
          <Button
            variant="secondary"
            aria-expanded={panel === 'paper'}
            onClick={() => toggle('paper')}
          >
            Enter a paper vote
          </Button>
        )}
        {status === 'open' && (
          <Button variant="danger" disabled={!online} onClick={() => setClosing(true)}>
            Close early
          </Button>
        )}
      </div>
      {panel === 'edit' && (
        <PollForm
          pollId={poll.id}
          initial={pollValues(poll)}
          online={online}
          onSaved={() => setPanel(null)}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel === 'turnout' && <Turnout poll={poll} />}
      {panel === 'paper' && <PaperVoteForm poll={poll} online={online} />}
      {(status === 'closed' || (status === 'open' && poll.results_live)) && (
        <>
          <ResultsSection poll={poll} online={online} headingLevel={3} />
          <CsvBar
            status={status === 'closed' ? 'For the minutes:' : 'The count so far:'}
            label="Download results CSV"
            filters={poll.id}
            online={online}
            download={downloadResultsCsv}
            failure={messages.pollResultsFailed}
          />
          <div className={styles.actions}>
            <ResultsPdfButton poll={poll} online={online} />
          </div>
        </>
      )}
      <MovePrompt
        open={closing}
        title="Close this poll now?"
        message={
          <>
            It was to close {pollMoment(poll.closes_at)}. Votes stop at once; residents read your
            reason on the poll.
          </>
        }
        field="reason"
        confirmLabel="Close the poll"
        danger
        busy={close.isPending}
        error={close.isError ? errorMessage(close.error, messages.pollCloseFailed) : undefined}
        reasonRequired={messages.pollCloseReasonRequired}
        onSubmit={(reason) =>
          close.mutate(
            { id: poll.id, reason },
            {
              onSuccess: () => {
                setClosing(false);
                onResult(`Poll closed: ${poll.question}`, {
                  mark: { itemKey: poll.id, label: updatedJustNow },
                });
              },
            },
          )
        }
        onCancel={() => setClosing(false)}
      />
    </li>
  );
}
