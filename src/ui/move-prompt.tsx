/**
 * The step before a request moves (a decline, a cancel, an acceptance with a note), on the
 * native <dialog> like ConfirmDialog. A move that must carry a reason cannot be sent without
 * one; a note is optional. A refusal from the server is shown here, where the eye is, and the
 * prompt stays open so the text typed is not lost.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { textMax } from '../../contract/platform/fields';
import { messages } from '../../contract/messages';
import { Button } from './button';
import { TextAreaField } from './select-field';
import styles from './confirm-dialog.module.css';
import own from './move-prompt.module.css';

export interface MovePromptProps {
  open: boolean;
  /** e.g. 'Decline this ride?' */
  title: string;
  message: ReactNode;
  /** What the move carries: a required reason, an optional note, or nothing (a plain confirm). */
  field?: 'reason' | 'note';
  /** What the field's hint says instead of the general one (a banquet's deposit, not a cart). */
  hint?: string;
  confirmLabel: string;
  /** Destructive moves (decline, cancel) look it. */
  danger?: boolean;
  cancelLabel?: string;
  busy?: boolean;
  /** The server's refusal of the last try. */
  error?: string;
  /** What a missing reason says, when the call has its own sentence for it. */
  reasonRequired?: string;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

const fieldWords = {
  reason: { label: 'Reason', hint: 'The resident is told this.' },
  note: { label: 'Note (optional)', hint: 'e.g. Cart 2, about 10 min. The resident sees it.' },
} as const;

export function MovePrompt({
  open,
  title,
  message,
  field,
  hint,
  confirmLabel,
  danger = false,
  cancelLabel = 'Back',
  busy = false,
  error,
  reasonRequired = messages.reasonRequired,
  onSubmit,
  onCancel,
}: MovePromptProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    setText('');
    setMissing(false);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom and very old browsers lack showModal; an open dialog still reads right there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (textRef.current ?? dialog.querySelector<HTMLElement>('[data-cancel]'))?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (field === 'reason' && !text.trim()) {
      setMissing(true);
      textRef.current?.focus();
      return;
    }
    onSubmit(text.trim());
  };

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <div id={`${id}-message`} className={styles.message}>
          {message}
        </div>
        {field && (
          <TextAreaField
            ref={textRef}
            label={fieldWords[field].label}
            hint={hint ?? fieldWords[field].hint}
            value={text}
            maxLength={textMax.comment}
            required={field === 'reason'}
            error={missing ? reasonRequired : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
        )}
        {error && (
          <p role="alert" className={own.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button data-cancel variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
