/**
 * "Get told when the RWA answers?": offered once, after a resident's first successful request
 * (golf cart, banquet hall), never on page load. The answer is remembered on the phone, and a
 * browser that cannot push (or was refused before) is never asked.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { pushMessages } from '../../contract/notices/push';
import { paths } from '../lib/paths';
import { rememberPushOfferAnswer, shouldOfferPush, turnOnPush } from '../lib/push';
import { Button } from './button';
import styles from './push-offer.module.css';

export const pushOfferTexts = {
  question: 'Get told when the RWA answers?',
  why: 'A notification on this phone when your request is confirmed or declined, and for urgent notices.',
  turnOn: 'Turn on',
  notNow: 'Not now',
  later: 'No notifications for now.',
  anyTime: 'You can turn them on any time in',
  refused: 'Notifications were not allowed. You can change that in your browser settings.',
};

type Stage = 'idle' | 'open' | 'busy' | 'answered';

export interface PushOffer {
  stage: Stage;
  /** True while the card waits for the resident: a page should not move on meanwhile. */
  waiting: boolean;
  result: { text: string; failed: boolean; settingsLink?: boolean } | undefined;
  turnOn(): Promise<void>;
  notNow(): void;
}

/** The offer, opened the first time `when` is true on a phone where it can work. */
export function usePushOffer(when: boolean): PushOffer {
  const [stage, setStage] = useState<Stage>('idle');
  const [result, setResult] = useState<PushOffer['result']>();
  if (when && stage === 'idle' && shouldOfferPush()) setStage('open');

  const turnOn = async () => {
    setStage('busy');
    try {
      const outcome = await turnOnPush();
      rememberPushOfferAnswer(outcome === 'on' ? 'on' : 'not-now');
      if (outcome === 'on') setResult({ text: pushMessages.subscribed, failed: false });
      else if (outcome === 'denied') setResult({ text: pushOfferTexts.refused, failed: true });
      else setResult({ text: pushOfferTexts.later, failed: false, settingsLink: true });
    } catch (error) {
      const text = error instanceof Error ? error.message : pushMessages.subscribeFailed;
      setResult({ text, failed: true, settingsLink: true });
    }
    setStage('answered');
  };

  const notNow = () => {
    rememberPushOfferAnswer('not-now');
    setResult({ text: pushOfferTexts.later, failed: false, settingsLink: true });
    setStage('answered');
  };

  return { stage, waiting: stage === 'open' || stage === 'busy', result, turnOn, notNow };
}

/** The card itself; after the answer it keeps one line saying what happened. */
export function PushOfferCard({ offer }: { offer: PushOffer }) {
  const headingId = useId();
  const resultRef = useRef<HTMLParagraphElement>(null);
  const answered = offer.stage === 'answered';
  // The buttons go once answered: focus moves to what became of it, so it is not lost.
  useEffect(() => {
    if (answered) resultRef.current?.focus();
  }, [answered]);
  if (offer.stage === 'idle') return null;
  const { result } = offer;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.heading}>
        {pushOfferTexts.question}
      </h2>
      {offer.stage !== 'answered' && (
        <>
          <p className={styles.why}>{pushOfferTexts.why}</p>
          <div className={styles.actions}>
            <Button onClick={() => void offer.turnOn()} busy={offer.stage === 'busy'}>
              {pushOfferTexts.turnOn}
            </Button>
            <Button variant="secondary" onClick={offer.notNow} disabled={offer.stage === 'busy'}>
              {pushOfferTexts.notNow}
            </Button>
          </div>
        </>
      )}
      <p
        ref={resultRef}
        role="status"
        tabIndex={-1}
        className={result?.failed ? styles.failed : styles.result}
      >
        {result?.text}
        {result?.settingsLink && (
          <>
            {' '}
            {pushOfferTexts.anyTime}{' '}
            <Link to={paths.notificationSettings}>Notification Settings</Link>.
          </>
        )}
      </p>
    </section>
  );
}
