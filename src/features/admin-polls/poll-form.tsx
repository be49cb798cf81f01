/**
 * Setting up a poll, or changing one before it opens (issue 36): the question and options, how
 * many choices, who votes, open and close in India time, and the rules of the count. One schema
 * (poll-form-values) gives the contract's body and each field's complaint; the first wrong
 * field takes focus. Online-only: the server stamps and audits it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { messages } from '../../../contract/messages';
import type { Poll } from '../../../contract/polls/polls';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { SelectField, TextAreaField } from '../../ui/select-field';
import admin from '../../ui/admin-list.module.css';
import { pollForm, type PollFormOutput, type PollFormValues } from './poll-form-values';
import { PollOptionsField } from './poll-options-field';
import { PollRulesFields } from './poll-rules-fields';
import { useOwnersMarked, useSavePoll } from './use-admin-polls';
import styles from './admin-polls.module.css';

interface PollFormProps {
  /** The poll being changed; none for a new one. */
  pollId?: string;
  initial: PollFormValues;
  online: boolean;
  /** The form's name; "New poll" or "Change the poll" by default. */
  label?: string;
  onSaved: (poll: Poll) => void;
  onCancel?: () => void;
}

export function PollForm(props: PollFormProps) {
  const { pollId, initial, online, label, onSaved, onCancel } = props;
  const offlineId = `${useId()}-offline`;
  const save = useSavePoll();
  // Until the register is read, a poll being changed keeps the choice it has.
  const ownersMarked = useOwnersMarked() ?? initial.electorate === 'owners';
  const { control, register, handleSubmit, formState } = useForm<
    PollFormValues,
    unknown,
    PollFormOutput
  >({ resolver: zodResolver(pollForm), defaultValues: initial });
  const { errors } = formState;
  const optionCount = useWatch({ control, name: 'options' }).length;
  const choiceCounts = Array.from({ length: Math.max(1, optionCount) }, (_, index) => index + 1);
  const submit = handleSubmit((body) =>
    save.mutateAsync({ id: pollId, body }).then(
      (poll) => onSaved(poll),
      () => undefined, // the banner below says why
    ),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={admin.card}
      aria-label={label ?? (pollId ? 'Change the poll' : 'New poll')}
    >
      {!online && <Notice id={offlineId}>Setting up a poll needs a connection.</Notice>}
      {/* A question is often longer than a phone is wide: it wraps instead of scrolling away. */}
      <TextAreaField
        label="Question"
        rows={2}
        {...register('question')}
        error={errors.question?.message}
      />
      <TextAreaField
        label="Details (optional)"
        hint="What residents should know before they vote."
        {...register('details')}
        error={errors.details?.message}
      />
      <PollOptionsField control={control} register={register} errors={errors} />
      <SelectField
        label="How many choices"
        options={choiceCounts}
        format={(count) => (count === 1 ? 'One choice' : `Up to ${count}`)}
        {...register('max_choices', { valueAsNumber: true })}
        error={errors.max_choices?.message}
      />
      <div className={styles.pair}>
        <Field label="Opens on" type="date" {...register('opens_at.date')} />
        <Field
          label="Opens at (India time)"
          type="time"
          {...register('opens_at.time')}
          error={errors.opens_at?.message}
        />
        <Field label="Closes on" type="date" {...register('closes_at.date')} />
        <Field
          label="Closes at (India time)"
          type="time"
          {...register('closes_at.time')}
          error={errors.closes_at?.message}
        />
      </div>
      <PollRulesFields
        control={control}
        register={register}
        errors={errors}
        ownersMarked={ownersMarked}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={save.isPending}
          disabled={!online}
          aria-describedby={online ? undefined : offlineId}
        >
          {pollId ? 'Save changes' : 'Create poll'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {save.isError && (
        <Banner tone="error">{errorMessage(save.error, messages.pollSaveFailed)}</Banner>
      )}
    </form>
  );
}
