import { useId, type ReactNode } from 'react';
import type { Resident } from '../../../contract/register/members';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EditPersonForm } from './edit-person-form';
import { lastSignIn, roleLabel, statusLabels } from './person-status';
import styles from './residents.module.css';
import { actionLabels, actionsFor, type PersonAction } from './use-person-actions';

interface PersonCardProps {
  person: Resident;
  now: number;
  online: boolean;
  /** The actions are shown (one card at a time keeps the list short on a phone). */
  open: boolean;
  editing: boolean;
  /** The last action's result for this person, shown in the card where the action was. */
  outcome?: ReactNode;
  busy: boolean;
  onToggle: () => void;
  onAction: (action: PersonAction | 'edit') => void;
  /** The saved person, or nothing when the edit was cancelled. */
  onEditDone: (saved?: Resident) => void;
}

/** One person of the register: who, role, standing, last sign-in, and what can be done. */
export function PersonCard(props: PersonCardProps) {
  const { person, now, online, open, editing, outcome, busy } = props;
  const actionsId = useId();
  const actions = actionsFor(person, now);
  const who = person.name ?? person.phone_number;

  return (
    <li className={styles.card}>
      <p>
        <strong>{person.name ?? 'No name'}</strong>
        {/* A guard's apartment is the placeholder 'GATE'; the badge already says "Gate guard". */}
        {person.role === 'guard' ? '' : ` · ${person.apartment_number}`}
      </p>
      <p className={styles.muted}>
        {person.phone_number}
        {person.email ? ` · ${person.email}` : ''}
      </p>
      <p className={styles.badges}>
        <Badge tone={person.role === 'rwa' ? 'warning' : 'neutral'}>{roleLabel(person)}</Badge>
        {person.is_owner && <Badge tone="neutral">Owner</Badge>}
        {statusLabels(person, now).map((label) => (
          <Badge key={label.text} tone={label.tone}>
            {label.text}
          </Badge>
        ))}
      </p>
      <p className={styles.muted}>{lastSignIn(person, now)}</p>
      {actions.length > 0 && !editing && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={actionsId}
            aria-label={`Actions for ${who}`}
            onClick={props.onToggle}
          >
            Actions
          </Button>
        </div>
      )}
      {open && !editing && (
        <div
          id={actionsId}
          role="group"
          aria-label={`Actions for ${who}`}
          className={styles.actions}
        >
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'remove' || action === 'remove-guard' ? 'danger' : 'secondary'}
              disabled={!online || busy}
              onClick={() => props.onAction(action)}
            >
              {actionLabels[action]}
            </Button>
          ))}
        </div>
      )}
      {editing && (
        <EditPersonForm
          person={person}
          online={online}
          onSaved={(saved) => props.onEditDone(saved)}
          onCancel={() => props.onEditDone()}
        />
      )}
      {outcome}
    </li>
  );
}
