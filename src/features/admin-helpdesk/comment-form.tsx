/**
 * The office's comment on a ticket, online: the text and an optional photo in one multipart call.
 * The Idempotency-Key belongs to the comment as last tried: Send again after a lost answer reuses
 * it, so the comment is stored once; an edited comment or another photo gets a new one (the
 * server refuses one key with two bodies).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { requiredText, textMax } from '../../../contract/platform/fields';
import { commentOnTicket } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { newId } from '../../offline/ids';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { FileField } from '../../ui/file-field';
import type { MoveOutcome } from '../../ui/request-actions';
import { TextAreaField } from '../../ui/select-field';
import { useCommentOnTicket } from './use-admin-helpdesk';

/** The `comment` JSON of `commentOnTicket`, judged here as the server will. */
const commentFields = z.object({
  body: requiredText('Comment', 'comment', messages.commentRequired),
});
type CommentFields = z.input<typeof commentFields>;

const photoRules = { ...commentOnTicket.upload, missing: '' };

interface CommentFormProps {
  ticketId: string;
  disabledReasonId?: string;
  onDone: (outcome: MoveOutcome) => void;
}

export function CommentForm({ ticketId, disabledReasonId, onDone }: CommentFormProps) {
  const comment = useCommentOnTicket(ticketId);
  const [tried, setTried] = useState<{ key: string; body: string; photo?: File }>();
  const [photo, setPhoto] = useState<File>();
  const [photoProblem, setPhotoProblem] = useState<string>();
  const [photoField, setPhotoField] = useState(0);
  const { register, handleSubmit, formState, reset } = useForm<
    CommentFields,
    unknown,
    z.output<typeof commentFields>
  >({ resolver: zodResolver(commentFields), defaultValues: { body: '' } });

  const submit = handleSubmit(({ body }) => {
    if (photoProblem) return;
    const key = tried && tried.body === body && tried.photo === photo ? tried.key : newId();
    setTried({ key, body, photo });
    comment.mutate(
      { body, photo, key },
      {
        onSuccess: () => {
          setTried(undefined);
          reset({ body: '' });
          setPhoto(undefined);
          setPhotoField((n) => n + 1);
          onDone({ ok: true, message: 'Comment sent. The household is told.' });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Comment as the office">
      {comment.isError && (
        <Banner tone="error">{errorMessage(comment.error, messages.commentFailed)}</Banner>
      )}
      <TextAreaField
        label="Comment"
        hint="The household sees it and is told."
        maxLength={textMax.comment}
        {...register('body')}
        error={formState.errors.body?.message}
      />
      <FileField
        key={photoField}
        label="Photo (optional)"
        rules={photoRules}
        error={photoProblem}
        onChoose={(file, problem) => {
          setPhoto(problem ? undefined : file);
          setPhotoProblem(problem);
        }}
      />
      <Button
        type="submit"
        busy={comment.isPending}
        disabled={disabledReasonId !== undefined}
        aria-describedby={disabledReasonId}
      >
        Send comment
      </Button>
    </form>
  );
}
