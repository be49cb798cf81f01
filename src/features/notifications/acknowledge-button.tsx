import { useId } from 'react';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { useAcknowledge } from './use-broadcasts';
import styles from './broadcasts.module.css';

export const acknowledgeTexts = {
  button: 'I have read this',
  thanks: 'Thank you. The RWA can see that you have read the notice.',
  offline: 'You can confirm you have read it when you are online.',
};

interface AcknowledgeButtonProps {
  id: string;
  userId: string;
  online: boolean;
  emergency: boolean;
  onAcknowledged: () => void;
}

/** POST broadcasts/:id/ack. Online only (DESIGN.md §5): offline it says why it waits. */
export function AcknowledgeButton(props: AcknowledgeButtonProps) {
  const { id, userId, online, emergency, onAcknowledged } = props;
  const acknowledge = useAcknowledge(userId);
  const noteId = useId();
  const failure = acknowledge.error
    ? isApiError(acknowledge.error)
      ? acknowledge.error.message
      : messages.broadcastAckFailed
    : undefined;

  return (
    <div className={styles.ack}>
      <Button
        variant={emergency ? 'danger' : 'primary'}
        busy={acknowledge.isPending}
        disabled={!online}
        aria-describedby={online ? undefined : noteId}
        // Not mutate's own onSuccess: the banner holding this button goes as the list updates.
        onClick={() => void acknowledge.mutateAsync(id).then(onAcknowledged, () => undefined)}
      >
        {acknowledgeTexts.button}
      </Button>
      {!online && (
        <p id={noteId} className={styles.note}>
          {acknowledgeTexts.offline}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </div>
  );
}
