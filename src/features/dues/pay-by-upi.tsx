/**
 * Paying an invoice by UPI without a gateway (issue 33): on Android a link that opens the UPI
 * app with everything filled in; on every device the same link as a QR drawn here, so it shows
 * with no signal; the estate's UPI ID to copy and the amount, for typing it in by hand.
 */
import { useState } from 'react';
import { formatRupees } from '../../../contract/dues/money';
import { messages } from '../../../contract/messages';
import { copyText } from '../../lib/copy-text';
import { buttonClassName, Button } from '../../ui/button';
import { useQrImage } from '../../ui/use-qr-image';
import { opensUpiApps } from './upi-link';
import styles from './dues.module.css';

interface PayByUpiProps {
  link: string;
  amountPaise: number;
  vpa: string;
  payee: string;
  invoiceNumber: string;
}

export const payLabel = (amountPaise: number) => `Pay ${formatRupees(amountPaise)} by UPI`;

/**
 * The UPI ID, broken after its '@' where the phone is too narrow ('gatehouse.rwa@' over
 * 'okhdfcbank'), never inside a word: a person may have to type it into their UPI app.
 */
function Vpa({ vpa }: { vpa: string }) {
  const at = vpa.indexOf('@') + 1;
  if (at === 0) return vpa;
  return (
    <>
      {vpa.slice(0, at)}
      <wbr />
      {vpa.slice(at)}
    </>
  );
}

export function PayByUpi({ link, amountPaise, vpa, payee, invoiceNumber }: PayByUpiProps) {
  const qr = useQrImage(link);
  const [copied, setCopied] = useState<string>();
  const copy = async () =>
    setCopied((await copyText(vpa)) ? messages.upiIdCopied : messages.upiIdNotCopied(vpa));

  return (
    <div className={styles.pay}>
      {opensUpiApps() && (
        <a className={buttonClassName('primary')} href={link}>
          {payLabel(amountPaise)}
        </a>
      )}
      {qr.url ? (
        <img
          className={styles.qr}
          src={qr.url}
          alt={`UPI QR code: ${formatRupees(amountPaise)} to ${payee} for ${invoiceNumber}`}
          width={240}
          height={240}
        />
      ) : (
        <p className={styles.muted}>
          {qr.failed ? 'The QR could not be drawn: pay to the UPI ID below.' : 'Drawing the QR…'}
        </p>
      )}
      <p className={styles.muted}>Scan with any UPI app, or pay to the UPI ID.</p>
      <dl className={styles.payFacts}>
        <dt>Amount</dt>
        <dd>{formatRupees(amountPaise)}</dd>
        <dt>UPI ID</dt>
        <dd>
          <Vpa vpa={vpa} />
        </dd>
        <dt>Note</dt>
        <dd>{invoiceNumber}</dd>
      </dl>
      <Button variant="secondary" onClick={() => void copy()}>
        Copy UPI ID
      </Button>
      <p role="status" className={styles.muted}>
        {copied}
      </p>
      <p className={styles.muted}>
        {payee} is paid at the estate&apos;s business (merchant) UPI ID, not a person&apos;s.
      </p>
    </div>
  );
}
