/**
 * The ballot itself (issue 36): the options as radio buttons or check boxes, checked by the same
 * rules as the server's ("Choose at most 2 options"), then handed to the outbox — so it works with
 * no signal. Used for the flat's own ballot and for each flat whose proxy it holds.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { MemberPoll } from '../../../contract/polls/polls';
import { Button } from '../../ui/button';
import { BallotChoices } from '../../ui/polls/ballot-choices';
import { ballotHint, ballotMode } from '../../ui/polls/choice-rules';
import { ballotDefaults, ballotSchema, type BallotValues } from './ballot-rules';
import styles from './polls.module.css';

interface BallotFormProps {
  poll: Pick<MemberPoll, 'question' | 'options' | 'max_choices'>;
  /** What is ticked to begin with: the ballot already cast, or the one waiting on the phone. */
  current: readonly string[];
  /** Names the form: "Your ballot", "Ballot for flat B202". */
  label: string;
  submitLabel: string;
  onVote: (choices: string[]) => Promise<void>;
  onCancel?: () => void;
}

export function BallotForm({
  poll,
  current,
  label,
  submitLabel,
  onVote,
  onCancel,
}: BallotFormProps) {
  const schema = useMemo(() => ballotSchema(poll.max_choices), [poll.max_choices]);
  const { register, handleSubmit, formState } = useForm<
    BallotValues,
    unknown,
    { choices: string[] }
  >({
    resolver: zodResolver(schema),
    defaultValues: ballotDefaults(poll.max_choices, current),
  });
  const submit = handleSubmit(({ choices }) => onVote(choices));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <BallotChoices
        legend={poll.question}
        hint={ballotHint(poll.max_choices)}
        type={ballotMode(poll.max_choices)}
        options={poll.options}
        registration={register('choices')}
        error={formState.errors.choices?.message}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Keep my vote
          </Button>
        )}
      </div>
    </form>
  );
}
