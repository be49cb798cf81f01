/**
 * Cancel registration on the event's page: after a confirmation, the cancel is queued in the
 * outbox like the registration (online or not) and the status above follows it. The same queue
 * My requests' Cancel uses (src/api/requests.ts), so there is one way to cancel.
 */
import { useState } from 'react';
import { queueRegistrationCancel } from '../../offline/kinds';
import { notifyEnqueued } from '../../offline/triggers';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export const cancelRegistrationLabel = 'Cancel registration';

interface RegistrationCancelProps {
  eventId: string;
  eventTitle: string;
  userId: string;
  /** On the waitlist the household gives up its place rather than a registration. */
  waitlisted: boolean;
  onQueued: () => void;
}

export function RegistrationCancel(props: RegistrationCancelProps) {
  const { eventId, eventTitle, userId, waitlisted, onQueued } = props;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await queueRegistrationCancel(eventId, userId);
      notifyEnqueued();
      onQueued();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {cancelRegistrationLabel}
      </Button>
      <ConfirmDialog
        open={asking}
        title="Cancel your registration?"
        message={
          <p>
            {waitlisted
              ? `You will leave the waitlist for “${eventTitle}”.`
              : `Your registration for “${eventTitle}” will be cancelled.`}{' '}
            Without a connection it is sent when you are back online.
          </p>
        }
        confirmLabel={cancelRegistrationLabel}
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
