import type { Ref } from 'react';
import { messages } from '../../../contract/messages';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/collections';
import { Field } from '../../ui/field';
import { Notice } from '../../ui/notice';
import styles from './gate.module.css';

interface DeskHeadProps {
  refreshedAt: number | undefined;
  online: boolean;
  refreshFailed: boolean;
  /** Entries, exits and walk-ins still on this device, waiting for the network. */
  waiting: number;
  gate: string;
  gateError: string | undefined;
  gateRef: Ref<HTMLInputElement>;
  onGate: (gate: string) => void;
}

/** The desk's heading, how old its saved list is, and which gate this device stands at. */
export function DeskHead(props: DeskHeadProps) {
  const { refreshedAt, online, refreshFailed, waiting, gate, gateError, gateRef, onGate } = props;
  const now = useNow(30_000);
  return (
    <div className={styles.head}>
      <div>
        <h1>Gate desk</h1>
        <p className={styles.freshness}>{freshnessLabel(refreshedAt, now, online)}</p>
        {waiting > 0 && (
          <p className={styles.freshness}>
            {waiting} {waiting === 1 ? 'entry' : 'entries'} on this device, to send when online
          </p>
        )}
        {online && refreshFailed && <Notice>{messages.deskFetchFailed}</Notice>}
      </div>
      <Field
        ref={gateRef}
        label="Gate"
        className={styles.gateField}
        autoComplete="off"
        maxLength={100}
        value={gate}
        error={gateError}
        onChange={(event) => onGate(event.target.value)}
      />
    </div>
  );
}
