/**
 * The household's word on a ticket, with an optional photo from the camera. It goes through the
 * outbox like the report (a reply from the basement arrives once, in order with the others), so
 * it works offline; it is checked by the contract's own comment schema first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { textMax } from '../../../contract/platform/fields';
import { commentOnTicket } from '../../../contract/helpdesk/helpdesk';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/select-field';
import { useChosenFile } from '../../ui/use-chosen-file';
import { TicketPhotoField } from './ticket-photo-field';
import styles from './helpdesk.module.css';

/** `{ body }`: the JSON of the multipart `comment` field, as the server will check it. */
const commentForm = commentOnTicket.body.shape.comment.out;
type CommentInput = z.input<typeof commentForm>;

interface CommentBoxProps {
  /** The text of a refused comment being fixed; its photo stays with it. */
  initial?: string;
  fixing: boolean;
  onSend: (body: string, photo: File | undefined) => Promise<void>;
  onCancelFix: () => void;
}

export function CommentBox({ initial = '', fixing, onSend, onCancelFix }: CommentBoxProps) {
  const chosen = useChosenFile();
  const [formError, setFormError] = useState<string>();
  // A file input cannot be emptied by React: a fresh one after each comment sent.
  const [round, setRound] = useState(0);
  const { register, handleSubmit, formState, reset } = useForm<CommentInput, unknown, CommentInput>(
    { resolver: zodResolver(commentForm), defaultValues: { body: initial } },
  );

  const send = handleSubmit(async ({ body }) => {
    const { file: photo, problem } = await chosen.settled();
    if (problem) return;
    setFormError(undefined);
    try {
      await onSend(body, photo);
      reset({ body: '' });
      chosen.choose(undefined, undefined);
      setRound((n) => n + 1);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={(event) => void send(event)} noValidate className={styles.form}>
      {formError && <Banner tone="error">{formError}</Banner>}
      <TextAreaField
        label={fixing ? 'Fix your comment' : 'Add a comment'}
        rows={3}
        maxLength={textMax.comment}
        {...register('body')}
        error={formState.errors.body?.message}
      />
      <TicketPhotoField
        key={round}
        fixing={fixing ? 'comment' : undefined}
        error={chosen.problem}
        onChoose={chosen.choose}
        onPreparing={chosen.preparing}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting}>
          {fixing ? 'Resend comment' : 'Send comment'}
        </Button>
        {fixing && (
          <Button variant="secondary" onClick={onCancelFix}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
