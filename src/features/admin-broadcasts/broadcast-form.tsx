/**
 * Composing a broadcast: title, message and severity, checked with the contract's own schema
 * (the server checks the same), each severity saying what it will do. An emergency reaches
 * every phone at once, so it is sent only after a confirmation.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  broadcastInput,
  broadcastSeverities,
  type BroadcastInput,
  type BroadcastSeverity,
} from '../../../contract/notices/broadcasts';
import { textMax } from '../../../contract/platform/fields';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Field } from '../../ui/field';
import { TextAreaField } from '../../ui/select-field';
import { severityWords } from './severity';
import styles from './admin-broadcasts.module.css';

type Errors = Partial<Record<keyof BroadcastInput, string>>;

interface BroadcastFormProps {
  online: boolean;
  /** Points at the sentence saying why the form cannot be sent offline. */
  offlineId: string;
  sending: boolean;
  /** Sends; resolves true when the server took it, so the form can be emptied. */
  onSend: (input: BroadcastInput) => Promise<boolean>;
}

const empty: BroadcastInput = { title: '', body: '', severity: 'info' };

export function BroadcastForm({ online, offlineId, sending, onSend }: BroadcastFormProps) {
  const [values, setValues] = useState<BroadcastInput>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<BroadcastInput | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const set = <K extends keyof BroadcastInput>(field: K, value: BroadcastInput[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async (input: BroadcastInput) => {
    if (await onSend(input)) setValues(empty);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = broadcastInput.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        next[issue.path[0] as keyof BroadcastInput] ??= issue.message;
      }
      setErrors(next);
      (next.title ? titleRef.current : bodyRef.current)?.focus();
      return;
    }
    if (parsed.data.severity === 'emergency') setConfirming(parsed.data);
    else void send(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label="New broadcast">
      <Field
        ref={titleRef}
        label="Title"
        name="title"
        value={values.title}
        maxLength={textMax.line}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        ref={bodyRef}
        label="Message"
        name="body"
        rows={4}
        value={values.body}
        maxLength={textMax.comment}
        error={errors.body}
        onChange={(event) => set('body', event.target.value)}
      />
      <fieldset className={styles.severities}>
        <legend>Severity</legend>
        {broadcastSeverities.map((severity: BroadcastSeverity) => (
          <label key={severity} className={styles.severity}>
            <input
              type="radio"
              name="severity"
              value={severity}
              checked={values.severity === severity}
              onChange={() => set('severity', severity)}
            />
            <span>
              <strong>{severityWords[severity].label}</strong>
              <span className={styles.explains}>{severityWords[severity].explains}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button
        type="submit"
        variant={values.severity === 'emergency' ? 'danger' : 'primary'}
        busy={sending}
        disabled={!online}
        aria-describedby={online ? undefined : offlineId}
      >
        {values.severity === 'emergency' ? 'Send emergency broadcast' : 'Send broadcast'}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title="Send an emergency broadcast?"
        message={
          <>
            <p>“{confirming?.title}” goes to every resident at once.</p>
            <p>{severityWords.emergency.explains}</p>
          </>
        }
        confirmLabel="Send emergency"
        cancelLabel="Not now"
        busy={sending}
        onConfirm={() => {
          const input = confirming;
          setConfirming(null);
          if (input) void send(input);
        }}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
