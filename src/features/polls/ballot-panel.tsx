/**
 * One ballot's state and its form (issue 36): the flat's own, or a flat whose proxy it holds.
 * Shows the current choice and its receipt code, or the vote still waiting on the phone — with
 * what that means so near the close — or the server's refusal ("The poll closed at …"); then
 * the ballot, or "Change my vote" unless votes are final.
 */
import { useState } from 'react';
import type { MemberPoll, MyStanding } from '../../../contract/polls/polls';
import type { OutboxRecord } from '../../offline/db';
import { outboxLabel } from '../../offline/labels';
import { discard } from '../../offline/outbox';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { outboxReason } from '../../ui/outbox-item';
import { pollEnd } from '../../ui/polls/poll-times';
import { BallotForm } from './ballot-form';
import { canChangeVote, choiceLabels } from './ballot-rules';
import { isWaiting, receiptOf, voteOf, waitingVoteNotice } from './queued-vote';
import styles from './polls.module.css';

interface BallotPanelProps {
  poll: MemberPoll;
  now: number;
  /** The ballot the server last said was cast; null before voting. */
  cast: MyStanding['ballot'];
  /** The newest vote for this ballot still worth showing (not sent, or sent since the list). */
  record: OutboxRecord | undefined;
  /** Why this ballot cannot be used now; null when it can. */
  blocked: string | null;
  /** "Your vote", "Vote of B202". */
  subject: string;
  formLabel: string;
  onVote: (choices: string[]) => Promise<void>;
}

export function BallotPanel(props: BallotPanelProps) {
  const { poll, now, cast, record, blocked, subject, formLabel, onVote } = props;
  const [changing, setChanging] = useState(false);
  const waiting = isWaiting(record);
  const arrived = record?.status === 'sent';
  const choices = waiting || arrived ? voteOf(record).choices : cast?.choices;
  const receipt = arrived ? receiptOf(record) : cast?.receipt;
  const refusal = record && outboxReason(record);
  const voted = choices !== undefined && choices.length > 0;
  const mayVote = blocked === null && (!voted || (canChangeVote(poll) && changing));
  const notice = waiting ? waitingVoteNotice(pollEnd(poll), now) : undefined;

  return (
    <div className={styles.ballot}>
      {voted && (
        <p>
          {subject}: <strong>{choiceLabels(poll, choices)}</strong>
          {waiting && ' (not sent yet)'}
        </p>
      )}
      {receipt && !waiting && (
        <p>
          Receipt code <strong className={styles.receipt}>{receipt}</strong>
        </p>
      )}
      {notice && record && (
        <Banner tone={notice.urgent ? 'error' : 'info'}>
          {notice.text} <span className={styles.muted}>({outboxLabel(record)})</span>
        </Banner>
      )}
      {record && refusal && (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" onClick={() => void discard(record.id)}>
              Dismiss
            </Button>
          }
        >
          {subject} was not counted: {refusal}
        </Banner>
      )}
      {blocked && <p className={styles.blocked}>{blocked}</p>}
      {mayVote ? (
        <BallotForm
          poll={poll}
          current={choices ?? []}
          label={formLabel}
          submitLabel={voted ? 'Send my new vote' : 'Cast my vote'}
          onVote={async (picked) => {
            await onVote(picked);
            setChanging(false);
          }}
          onCancel={voted ? () => setChanging(false) : undefined}
        />
      ) : (
        blocked === null &&
        voted &&
        (canChangeVote(poll) ? (
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Change my vote
          </Button>
        ) : (
          <p className={styles.muted}>Votes on this poll are final: it cannot be changed.</p>
        ))
      )}
    </div>
  );
}
