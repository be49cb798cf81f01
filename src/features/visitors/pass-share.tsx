import { useState } from 'react';
import type { VisitorPass } from '../../../contract/gate/visitors';
import { Button } from '../../ui/button';
import { shareText, shareTitle } from './pass-format';
import { copyText } from '../../lib/copy-text';
import { sharePass, type ShareOutcome } from './share-pass';
import { useQrImage } from '../../ui/use-qr-image';
import styles from './visitors.module.css';

const outcomeWords: Record<Exclude<ShareOutcome, 'cancelled'>, string> = {
  shared: 'Shared.',
  copied: 'Copied the pass. Paste it into WhatsApp or a message.',
  failed: 'Could not copy here. Read the code out to your visitor instead.',
};

/** The code, large, the QR, and the two ways to send them: what the visitor needs at the gate. */
export function PassShare({ pass }: { pass: VisitorPass }) {
  const qr = useQrImage(pass.qr);
  const [said, setSaid] = useState<string>();
  const text = shareText(pass);

  const tell = (outcome: ShareOutcome) =>
    setSaid(outcome === 'cancelled' ? undefined : outcomeWords[outcome]);
  const share = async () =>
    tell(
      await sharePass({
        title: shareTitle(pass),
        text,
        image: qr.url,
        fileName: `gatehouse-pass-${pass.code}.png`,
      }),
    );
  const copy = async () => tell((await copyText(text)) ? 'copied' : 'failed');

  return (
    <div className={styles.share}>
      <p className={styles.codeLine}>
        <span className={styles.muted}>Code</span>
        <span className={styles.code}>{pass.code}</span>
      </p>
      {qr.url ? (
        <img
          className={styles.qr}
          src={qr.url}
          alt={`QR code for ${pass.name}`}
          width={280}
          height={280}
        />
      ) : (
        <p className={styles.muted}>
          {qr.failed ? 'The QR could not be drawn: share the code.' : 'Drawing the QR…'}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void share()}>Share</Button>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <p role="status" className={styles.result}>
        {said}
      </p>
    </div>
  );
}
