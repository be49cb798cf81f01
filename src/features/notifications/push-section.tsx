/**
 * "On this phone": Web Push for this device, or why it cannot be had here. No button is shown
 * that cannot work: on iPhone and iPad in a browser tab the page explains the Home Screen, and
 * after a refusal it says where the browser keeps the setting.
 */
import { useEffect, useState } from 'react';
import { pushMessages } from '../../../contract/notices/push';
import {
  currentPushSubscription,
  pushSupport,
  rememberPushOfferAnswer,
  resendPushSubscription,
  turnOffPush,
  turnOnPush,
  type PushSupport,
} from '../../lib/push';
import { Button } from '../../ui/button';
import styles from './settings.module.css';

export const pushTexts = {
  needsHomeScreen:
    'On iPhone and iPad, notifications work only in the Gatehouse app on your Home Screen (iOS 16.4 or later).',
  howToInstall:
    'In Safari, tap Share, then "Add to Home Screen". Open Gatehouse from its new icon and come back to this page to turn notifications on.',
  unsupported:
    "This browser can't show notifications. Everything still arrives in your inbox in Gatehouse.",
  denied: 'Notifications are blocked for Gatehouse in this browser.',
  howToAllow:
    'To allow them, open the site settings (tap the icon just left of the address), set Notifications to Allow and reload this page. In the installed app on Android: press and hold the Gatehouse icon, tap App info, then Notifications.',
  offerOn: 'Get a notification on this phone when the RWA answers or posts an urgent notice.',
  dismissed: 'Notifications were not turned on. You can try again whenever you like.',
  justDenied: 'Notifications were not allowed. See above for how to allow them later.',
  turnOn: 'Turn on notifications on this phone',
  turnOff: 'Turn off',
};

export function PushSection() {
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [subscribed, setSubscribed] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; failed: boolean }>();

  useEffect(() => {
    if (support !== 'available') return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => {
        if (live) setSubscribed(subscription !== null);
        if (subscription) void resendPushSubscription();
      })
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [support]);

  const turnOn = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      const outcome = await turnOnPush();
      // Whatever the answer, the one-time offer after a request has nothing left to ask.
      rememberPushOfferAnswer(outcome === 'on' ? 'on' : 'not-now');
      if (outcome === 'on') {
        setSubscribed(true);
        setResult({ text: pushMessages.subscribed, failed: false });
      } else if (outcome === 'denied') {
        setSupport('denied');
        setResult({ text: pushTexts.justDenied, failed: true });
      } else {
        setResult({ text: pushTexts.dismissed, failed: false });
      }
    } catch (error) {
      setResult({
        text: error instanceof Error ? error.message : pushMessages.subscribeFailed,
        failed: true,
      });
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      await turnOffPush();
      setSubscribed(false);
      setResult({ text: pushMessages.unsubscribed, failed: false });
    } catch (error) {
      setResult({
        text: error instanceof Error ? error.message : pushMessages.unsubscribeFailed,
        failed: true,
      });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (support === 'needs-home-screen') {
    body = (
      <>
        <p>{pushTexts.needsHomeScreen}</p>
        <p>{pushTexts.howToInstall}</p>
      </>
    );
  } else if (support === 'unsupported') {
    body = <p>{pushTexts.unsupported}</p>;
  } else if (support === 'denied') {
    body = (
      <>
        <p className={styles.strong}>{pushTexts.denied}</p>
        <p>{pushTexts.howToAllow}</p>
      </>
    );
  } else if (subscribed === undefined) {
    body = <p>Checking this phone…</p>;
  } else if (subscribed) {
    body = (
      <>
        <p className={styles.strong}>{pushMessages.subscribed}</p>
        <Button variant="secondary" onClick={() => void turnOff()} busy={busy}>
          {pushTexts.turnOff}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p>{pushTexts.offerOn}</p>
        <Button onClick={() => void turnOn()} busy={busy}>
          {pushTexts.turnOn}
        </Button>
      </>
    );
  }

  return (
    <section aria-labelledby="push-heading" className={styles.section}>
      <h2 id="push-heading">On this phone</h2>
      {body}
      <p
        role="status"
        className={result?.failed ? `${styles.result} ${styles.failed}` : styles.result}
      >
        {result?.text}
      </p>
    </section>
  );
}
