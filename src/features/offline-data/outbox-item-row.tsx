import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxRecord } from '../../offline/db';
import { outboxActions, outboxLabel } from '../../offline/labels';
import { discard } from '../../offline/outbox';
import { loginPath, paths } from '../../lib/paths';
import { Button, buttonClassName } from '../../ui/button';
import { ConfirmPanel } from './confirm-panel';
import { formatAtMoment } from '../../lib/format-date';
import { editPathFor, kindName } from './format';
import styles from './offline-data.module.css';

/** One queued item: what it is, where it stands, and what the user can do about it. */
export function OutboxItemRow({ record }: { record: OutboxRecord }) {
  const [confirming, setConfirming] = useState(false);
  const actions = outboxActions(record.status);
  const editPath = actions.editAndResend ? editPathFor(record) : undefined;
  const name = kindName(record.kind);
  const showError = record.lastError && record.status !== 'sent' && record.status !== 'sending';

  return (
    <li className={styles.item} aria-label={`${name}: ${outboxLabel(record)}`}>
      <strong>{name}</strong>
      <span className={styles.label}>{outboxLabel(record)}</span>
      <span className={styles.muted}>Made {formatAtMoment(record.createdAt)}</span>
      {showError && <span className={styles.error}>{record.lastError}</span>}
      <div className={styles.actions}>
        {actions.signIn && (
          <Link to={loginPath({ from: paths.offlineData })} className={buttonClassName('primary')}>
            Sign in again
          </Link>
        )}
        {editPath && (
          <Link to={editPath} className={buttonClassName('primary')}>
            Edit &amp; resend
          </Link>
        )}
        {actions.discard && !confirming && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Discard
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmPanel
          title={`Discard this ${name.toLowerCase()}?`}
          actions={
            <>
              <Button variant="secondary" autoFocus onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                onClick={() => void discard(record.id).finally(() => setConfirming(false))}
              >
                Yes, discard
              </Button>
            </>
          }
        >
          <p>It has not reached the estate office and will not be sent.</p>
        </ConfirmPanel>
      )}
    </li>
  );
}
