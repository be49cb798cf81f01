/**
 * The SOS button in two steps, so a phone in a pocket cannot raise one: press SOS, then confirm
 * within ten seconds (else it disarms). With no network it offers the gate's phone instead: an
 * SOS cannot be queued to arrive later.
 */
import { useEffect, useState } from 'react';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CallTheGate } from './call-the-gate';
import styles from './sos.module.css';

export const ARMED_MS = 10_000;

interface SosButtonProps {
  online: boolean;
  sending: boolean;
  /** Why the last press did not reach the gate. */
  failure: string | undefined;
  onSend: () => void;
}

export function SosButton({ online, sending, failure, onSend }: SosButtonProps) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => setArmed(false), ARMED_MS);
    return () => window.clearTimeout(timer);
  }, [armed]);

  if (!online) {
    return (
      <div className={styles.panel}>
        <Banner tone="error">
          No network: an SOS cannot reach the gate from this phone. Call the gate instead.
        </Banner>
        <CallTheGate />
      </div>
    );
  }
  if (failure) {
    return (
      <div className={styles.panel}>
        <Banner tone="error">{failure}</Banner>
        <CallTheGate />
        <Button variant="secondary" block onClick={onSend} busy={sending}>
          Try the SOS again
        </Button>
      </div>
    );
  }
  if (armed || sending) {
    return (
      <div className={styles.panel} role="group" aria-labelledby="sos-confirm">
        <p id="sos-confirm" className={styles.question}>
          Send an SOS to the gate and the RWA?
        </p>
        <Button
          variant="danger"
          block
          className={styles.confirm}
          busy={sending}
          autoFocus
          onClick={() => {
            setArmed(false);
            onSend();
          }}
        >
          Send SOS now
        </Button>
        <Button variant="secondary" block disabled={sending} onClick={() => setArmed(false)}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <button type="button" className={styles.sos} onClick={() => setArmed(true)}>
        SOS
      </button>
      <p className={styles.hint}>Press SOS, then confirm. The gate and the RWA are alerted.</p>
    </div>
  );
}
