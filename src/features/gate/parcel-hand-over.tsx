/**
 * Handing a parcel over (issue 34): the guard types the 4-digit code the resident shows, or taps
 * the name of a person of the flat (from the saved directory) who came for it. The server judges
 * either, so this needs a connection and says so without one.
 */
import { useId, useState } from 'react';
import type { DirectoryEntry } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { COLLECTION_CODE, type CollectFields } from '../../../contract/parcels/parcels';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { handOverParcel } from './parcel-actions';
import type { ShelfRow } from './parcel-shelf';
import deskStyles from './gate.module.css';
import styles from './parcels.module.css';

interface HandOverProps {
  row: ShelfRow;
  flat: DirectoryEntry | undefined;
  online: boolean;
  onDone: (row: ShelfRow, to: string) => void;
  onCancel: () => void;
}

export function HandOver({ row, flat, online, onDone, onCancel }: HandOverProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const send = async (body: CollectFields, to: string) => {
    setProblem(undefined);
    setBusy(to);
    try {
      await handOverParcel(row.id, body);
      onDone(row, to);
    } catch (error) {
      setProblem(errorMessage(error, messages.parcelCollectFailed));
    } finally {
      setBusy(undefined);
    }
  };
  const byCode = () => {
    if (!COLLECTION_CODE.test(code)) {
      setCodeError(messages.collectionCodeDigits);
      return;
    }
    setCodeError(undefined);
    void send({ code }, 'code');
  };

  const offlineId = `${id}-offline`;
  const disabledReason = online ? undefined : offlineId;
  return (
    <div className={styles.handOver} role="group" aria-label={`Hand over to flat ${row.apartment}`}>
      {!online && <Notice id={offlineId}>{messages.parcelHandOverOffline}</Notice>}
      <form
        className={deskStyles.codeForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          byCode();
        }}
      >
        <Field
          label="Collection code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <Button
          type="submit"
          busy={busy === 'code'}
          disabled={!online}
          aria-describedby={disabledReason}
        >
          Hand over
        </Button>
      </form>
      {flat && flat.residents.length > 0 && (
        <div className={styles.people}>
          <p className={deskStyles.muted}>Or to a person of the flat:</p>
          {flat.residents.map((resident) => (
            <Button
              key={resident.phone}
              variant="secondary"
              busy={busy === resident.name}
              disabled={!online}
              aria-describedby={disabledReason}
              onClick={() => void send({ collector: resident.name }, resident.name)}
            >
              Give to {resident.name}
            </Button>
          ))}
        </div>
      )}
      {problem && <Banner tone="error">{problem}</Banner>}
      <Button variant="link" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
