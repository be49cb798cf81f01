/**
 * Setting up a general meeting (issue 36): its title, date and time in India time, and venue.
 * Its resolutions are added on the meeting once it exists. Online-only: the server stamps and
 * audits it; a refusal shows under the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { messages } from '../../../contract/messages';
import type { Agm } from '../../../contract/polls/agms';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Notice } from '../../ui/notice';
import admin from '../../ui/admin-list.module.css';
import { agmForm, blankAgm, type AgmFormOutput, type AgmFormValues } from './agm-form-values';
import { useCreateAgm } from './use-agms';
import styles from './admin-polls.module.css';

interface AgmFormProps {
  online: boolean;
  onSaved: (agm: Agm) => void;
  onCancel: () => void;
}

export function AgmForm({ online, onSaved, onCancel }: AgmFormProps) {
  const offlineId = `${useId()}-offline`;
  const create = useCreateAgm();
  const { register, handleSubmit, formState } = useForm<AgmFormValues, unknown, AgmFormOutput>({
    resolver: zodResolver(agmForm),
    defaultValues: blankAgm(),
  });
  // The contract's complaint about `held_at` (from date and time) arrives under its own name.
  const errors: FieldErrors<AgmFormValues & { held_at: string }> = formState.errors;
  const submit = handleSubmit((body) =>
    create.mutateAsync(body).then(onSaved, () => undefined /* the banner below says why */),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={admin.card}
      aria-label="New meeting"
    >
      {!online && <Notice id={offlineId}>Setting up a meeting needs a connection.</Notice>}
      <Field label="Title" {...register('title')} error={errors.title?.message} />
      <div className={styles.pair}>
        <Field label="Held on" type="date" {...register('date')} />
        <Field
          label="At (India time)"
          type="time"
          {...register('time')}
          error={errors.held_at?.message}
        />
      </div>
      <Field label="Venue (optional)" {...register('venue')} error={errors.venue?.message} />
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={create.isPending}
          disabled={!online}
          aria-describedby={online ? undefined : offlineId}
        >
          Create meeting
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {create.isError && (
        <Banner tone="error">{errorMessage(create.error, messages.agmSaveFailed)}</Banner>
      )}
    </form>
  );
}
