/**
 * A Contact Us message in "Needs you" (issue 35): who wrote, where to answer, what they wrote and
 * when (in words), with "Reply by email" (the office's mail app, subject filled in) and "Mark
 * handled" once answered. The outcome goes to `onDone`, for the section's result line.
 */
import type { ContactMessage } from '../../../contract/contact/contact';
import { contactMessages } from '../../../contract/contact/messages';
import { estateName } from '../../../contract/platform/estate';
import { errorMessage } from '../../api/api-error';
import { formatAtMoment } from '../../lib/format-date';
import { waitingFor } from '../../lib/format-request';
import { Button, buttonClassName } from '../../ui/button';
import { Facts } from '../../ui/facts';
import type { MoveOutcome } from '../../ui/request-actions';
import actionStyles from '../../ui/request-actions.module.css';
import cards from '../../ui/request-card.module.css';
import { useMarkContactHandled } from './use-contact-messages';

/** mailto: per RFC 6068, the subject percent-encoded (spaces as %20). */
export function replyHref(message: Pick<ContactMessage, 'email'>): string {
  const subject = `Re: your message to the ${estateName} estate office`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

interface ContactMessageItemProps {
  message: ContactMessage;
  now: number;
  disabledReasonId?: string;
  onDone: (outcome: MoveOutcome) => void;
}

export function ContactMessageItem({
  message,
  now,
  disabledReasonId,
  onDone,
}: ContactMessageItemProps) {
  const handle = useMarkContactHandled();
  const titleId = `needs-you-contact-${message.id}`;
  return (
    <li>
      <article className={cards.card} aria-labelledby={titleId}>
        <div className={cards.head}>
          <h3 id={titleId} className={cards.title}>
            Message from {message.name}
          </h3>
        </div>
        <p className={cards.when}>Sent {formatAtMoment(message.created_at, now)}</p>
        <p className={cards.waiting}>{waitingFor(message.created_at, now)}</p>
        <Facts className={cards.facts}>
          <dt>Reply to</dt>
          <dd>{message.email}</dd>
          <dt>Message</dt>
          <dd>{message.message}</dd>
        </Facts>
        <div className={`${cards.actions} ${actionStyles.actions}`}>
          <a
            className={buttonClassName('primary')}
            href={replyHref(message)}
            aria-label={`Reply by email to ${message.name}`}
          >
            Reply by email
          </a>
          <Button
            variant="secondary"
            aria-label={`Mark handled: the message from ${message.name}`}
            aria-describedby={disabledReasonId}
            disabled={disabledReasonId !== undefined}
            busy={handle.isPending}
            onClick={() =>
              handle.mutate(message.id, {
                onSuccess: () =>
                  onDone({ ok: true, message: contactMessages.contactHandled(message.name) }),
                onError: (error) =>
                  onDone({
                    ok: false,
                    message: errorMessage(error, contactMessages.contactHandleFailed),
                  }),
              })
            }
          >
            Mark handled
          </Button>
        </div>
      </article>
    </li>
  );
}
