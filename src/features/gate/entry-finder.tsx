import { useState, type FormEvent } from 'react';
import { cleanOtp } from '../../../contract/platform/fields';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { QrScanner } from './qr-scanner';
import styles from './gate.module.css';

interface EntryFinderProps {
  onScanned: (text: string) => void;
  onCode: (code: string) => void;
  /** A new search begins: the last answer leaves the screen. */
  onStart: () => void;
}

/** The two ways to find a pass: its QR through the camera, or its 6-digit code. */
export function EntryFinder({ onScanned, onCode, onStart }: EntryFinderProps) {
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState('');

  const find = (event: FormEvent) => {
    event.preventDefault();
    setScanning(false);
    onCode(code);
    setCode('');
  };

  return (
    <div className={styles.finder}>
      {scanning ? (
        <QrScanner
          onText={(text) => {
            setScanning(false);
            onScanned(text);
          }}
          onClose={() => setScanning(false)}
        />
      ) : (
        <Button
          className={styles.big}
          block
          onClick={() => {
            onStart();
            setScanning(true);
          }}
        >
          Scan QR
        </Button>
      )}
      <form onSubmit={find} noValidate className={styles.codeForm}>
        <Field
          label="Pass code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={code}
          hint="6 digits"
          onChange={(event) => setCode(cleanOtp(event.target.value))}
        />
        <Button type="submit" variant="secondary" className={styles.big}>
          Find pass
        </Button>
      </form>
    </div>
  );
}
