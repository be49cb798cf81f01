/**
 * The step before the office moves a ticket: who it is assigned to (names used before offered),
 * the reason a wait or a "not ours" close needs, the complaint a duplicate repeats, an optional
 * note otherwise. Judged by the contract before anything is sent; the server's refusal shows
 * here, and the dialog stays open so nothing typed is lost.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { textMax } from '../../../contract/platform/fields';
import type { Ticket, TicketMove } from '../../../contract/helpdesk/helpdesk';
import type { TicketStatus } from '../../../contract/helpdesk/lifecycle';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import fieldStyles from '../../ui/field.module.css';
import { TextAreaField } from '../../ui/select-field';
import dialogStyles from '../../ui/confirm-dialog.module.css';
import promptStyles from '../../ui/move-prompt.module.css';
import { blankMove, moveSchema, moveVerb, type MoveValues } from './move-form';
import styles from './admin-helpdesk.module.css';

interface MoveDialogProps {
  ticket: Pick<Ticket, 'id' | 'title' | 'status'>;
  to: TicketStatus;
  /** Staff names already used, offered while typing. */
  staffNames: readonly string[];
  busy: boolean;
  /** The server's refusal of the last try. */
  error?: string;
  onSubmit: (move: TicketMove) => void;
  onCancel: () => void;
}

export function MoveDialog(props: MoveDialogProps) {
  const { ticket, to, staffNames, busy, error, onSubmit, onCancel } = props;
  const from = ticket.status;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const { register, handleSubmit, control, formState } = useForm<MoveValues, unknown, TicketMove>({
    resolver: zodResolver(moveSchema(ticket.id, from, to)),
    defaultValues: blankMove,
  });
  const { errors } = formState;
  const closeAs = useWatch({ control, name: 'close_as' });
  const needsReason = to === 'Waiting for resident' || (to === 'Closed' && closeAs === 'not_ours');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom lacks showModal; an open dialog still reads right there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('input, textarea')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className={dialogStyles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <h2 id={`${id}-title`} className={dialogStyles.title}>
          {moveVerb(from, to)} complaint #{ticket.id}?
        </h2>
        <p className={dialogStyles.message}>
          “{ticket.title}” will be marked {to}. The household is told.
        </p>
        {to === 'Assigned' && (
          <>
            <Field
              label="Staff name"
              hint="Who will do the work, e.g. Ramesh (plumber)."
              list={`${id}-staff`}
              maxLength={textMax.name}
              autoComplete="off"
              {...register('assigned_to')}
              error={errors.assigned_to?.message}
            />
            <datalist id={`${id}-staff`}>
              {staffNames.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
        {to === 'Closed' && (
          <fieldset className={styles.choices}>
            <legend>Why is the office closing it?</legend>
            <label className={fieldStyles.check}>
              <input type="radio" value="duplicate" {...register('close_as')} />
              It repeats another complaint
            </label>
            <label className={fieldStyles.check}>
              <input type="radio" value="not_ours" {...register('close_as')} />
              Not ours to fix
            </label>
            {errors.close_as?.message && (
              <p className={fieldStyles.error} role="alert">
                {errors.close_as.message}
              </p>
            )}
          </fieldset>
        )}
        {to === 'Closed' && closeAs === 'duplicate' && (
          <Field
            label="Number of the complaint it repeats"
            hint="e.g. 12"
            inputMode="numeric"
            autoComplete="off"
            {...register('duplicate_of')}
            error={errors.duplicate_of?.message}
          />
        )}
        <TextAreaField
          label={needsReason ? 'Reason' : 'Note (optional)'}
          hint="The household sees it."
          maxLength={textMax.comment}
          {...register('note')}
          error={errors.note?.message}
        />
        {error && (
          <p role="alert" className={promptStyles.error}>
            {error}
          </p>
        )}
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Back
          </Button>
          <Button type="submit" variant={to === 'Closed' ? 'danger' : 'primary'} busy={busy}>
            {moveVerb(from, to)}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
