import { useId, useState, type ReactNode } from 'react';
import { passKindLabels, type VisitorPass } from '../../../contract/gate/visitors';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { isLive, passStateBadge, passWindow } from './pass-format';
import { PassShare } from './pass-share';
import styles from './visitors.module.css';

interface PassCardProps {
  pass: VisitorPass;
  now: number;
  /** Set when offline: why Revoke is disabled. */
  disabledReasonId?: string;
  busy: boolean;
  /** The result of the last Revoke of this pass, shown where the resident pressed it. */
  outcome?: ReactNode;
  onRevoke: () => void;
}

/** One pass: who, what kind, when, its code, where it stands, and what can be done. */
export function PassCard({ pass, now, disabledReasonId, busy, outcome, onRevoke }: PassCardProps) {
  const badge = passStateBadge(pass, now);
  const live = isLive(pass);
  const [showing, setShowing] = useState(false);
  const shareId = useId();
  const details = [pass.people > 1 ? `${pass.people} people` : '', pass.vehicle, pass.phone].filter(
    Boolean,
  );

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{pass.name}</h3>
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </div>
      <p>
        <strong>{passKindLabels[pass.kind]}</strong> · {passWindow(pass)}
      </p>
      <p>
        Code <span className={styles.cardCode}>{pass.code}</span>
        {details.length > 0 && <span className={styles.muted}> · {details.join(' · ')}</span>}
      </p>
      {pass.note && <p className={styles.muted}>{pass.note}</p>}
      {live && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-expanded={showing}
            aria-controls={shareId}
            onClick={() => setShowing(!showing)}
          >
            {showing ? 'Hide QR' : 'Show QR'}
          </Button>
          <Button
            variant="danger"
            disabled={disabledReasonId !== undefined || busy}
            aria-describedby={disabledReasonId}
            onClick={onRevoke}
          >
            Revoke
          </Button>
        </div>
      )}
      <div id={shareId}>{live && showing && <PassShare pass={pass} />}</div>
      {outcome}
    </li>
  );
}
