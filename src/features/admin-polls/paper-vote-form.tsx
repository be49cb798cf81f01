/**
 * A ballot cast on paper at the meeting (issue 36), entered by the RWA: the flat and its
 * choices. It blocks the flat's online vote, and a flat that voted online is refused here with
 * the server's sentence. Polls of one vote per flat only.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '../../../contract/messages';
import { paperVoteFields, type Poll } from '../../../contract/polls/polls';
import { errorMessage } from '../../api/api-error';
import { ApartmentField } from '../../ui/apartment-field';
import { Button } from '../../ui/button';
import { BallotChoices } from '../../ui/polls/ballot-choices';
import {
  ballotHint,
  ballotMode,
  choicesField,
  type ChoicesValue,
} from '../../ui/polls/choice-rules';
import { useResult } from '../../ui/result-line';
import { usePaperVote } from './use-admin-polls';
import styles from './admin-polls.module.css';

interface PaperValues {
  apartment: string;
  choices: ChoicesValue;
}

/** The flat as the contract checks it, the choices as the ballot's rules do. */
const paperForm = (maxChoices: number) =>
  paperVoteFields.extend({ choices: choicesField(maxChoices) });

export function PaperVoteForm({ poll, online }: { poll: Poll; online: boolean }) {
  const schema = useMemo(() => paperForm(poll.max_choices), [poll.max_choices]);
  const paper = usePaperVote(poll.id);
  // Next to the button that cast it (ADR 005): the receipt, or why the server refused.
  const result = useResult();
  const { control, register, handleSubmit, formState, reset } = useForm<
    PaperValues,
    unknown,
    { apartment: string; choices: string[] }
  >({ resolver: zodResolver(schema), defaultValues: { apartment: '', choices: [] } });
  const submit = handleSubmit((body) =>
    paper.mutateAsync(body).then(
      (cast) => {
        reset();
        result.show(`${cast.message} Receipt code ${cast.receipt}.`);
      },
      (error: unknown) =>
        result.show(errorMessage(error, messages.paperVoteFailed), { tone: 'error' }),
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Paper vote">
      <Controller
        control={control}
        name="apartment"
        render={({ field, fieldState }) => (
          <ApartmentField
            label="Flat"
            value={field.value}
            onValue={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <BallotChoices
        legend="Choices on the paper ballot"
        hint={ballotHint(poll.max_choices)}
        type={ballotMode(poll.max_choices)}
        options={poll.options}
        registration={register('choices')}
        error={formState.errors.choices?.message}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={paper.isPending} disabled={!online}>
          Record paper vote
        </Button>
      </div>
      {result.line}
    </form>
  );
}
