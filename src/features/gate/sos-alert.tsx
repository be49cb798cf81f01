/**
 * An open SOS takes the whole desk screen (issue 34): the flat, the person, when, and their
 * phone to call back, until a guard answers "On my way". The oldest open one first; others wait
 * behind it, counted.
 */
import { useEffect } from 'react';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { formatInstantClock } from '../../lib/format-date';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import type { GateSos } from './use-gate-sos';
import styles from './sos-alert.module.css';

export function SosAlert({ sos }: { sos: GateSos }) {
  const [first] = sos.open;
  const id = first?.id;
  useEffect(() => {
    if (!id) return;
    // A desk on a phone in a pocket or across the booth: a buzz as well as the screen.
    navigator.vibrate?.([400, 200, 400, 200, 400]);
  }, [id]);
  if (!first) return null;
  const { acknowledge } = sos;
  const failed = acknowledge.isError && acknowledge.variables === first.id;

  return (
    <div
      key={first.id}
      className={styles.overlay}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="sos-alert-title"
      aria-describedby="sos-alert-who"
    >
      <p className={styles.label}>SOS{sos.open.length > 1 ? ` · 1 of ${sos.open.length}` : ''}</p>
      <h2 id="sos-alert-title" className={styles.flat}>
        Flat {first.apartment}
      </h2>
      <p id="sos-alert-who" className={styles.who}>
        {first.name} · pressed at {formatInstantClock(first.raised_at)}
      </p>
      {/* Whom the guard is calling, not a bare number (issue 35); the number under it. */}
      <a className={styles.call} href={`tel:+91${first.phone}`}>
        Call {first.name} ({first.apartment}){' '}
        <span className={styles.callNumber}>{first.phone}</span>
      </a>
      {failed && (
        <Banner tone="error">
          {errorMessage(acknowledge.error, messages.sosAcknowledgeFailed)}
        </Banner>
      )}
      <Button
        autoFocus
        className={styles.answer}
        block
        busy={acknowledge.isPending}
        onClick={() => acknowledge.mutate(first.id)}
      >
        On my way
      </Button>
    </div>
  );
}
