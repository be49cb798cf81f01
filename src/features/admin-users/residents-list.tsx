import { useDeferredValue, useState } from 'react';
import type { Resident } from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { useNow } from '../../lib/use-now';
import { Banner, type BannerTone } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CsvBar } from '../../ui/csv-bar';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { useFocusLater } from '../../ui/use-focus-later';
import { PersonCard } from './person-card';
import { matchesFilter, matchesSearch, personFilters, type PersonFilter } from './person-status';
import styles from './residents.module.css';
import { downloadRegisterCsv, useResidents } from './use-admin-users';
import { usePersonAction, type PersonAction } from './use-person-actions';

interface Outcome {
  phone: string;
  tone: BannerTone;
  text: string;
}

const OUTCOME_ID = 'person-outcome';

/**
 * The register (issue 16): everyone, filtered by standing and searched by phone, apartment or
 * name, each with their actions. An action's result (the server's reason when it refuses) shows
 * in that person's card, or above the list when the card has left the filter (a move-out), and
 * takes focus so a phone scrolls it into view.
 */
export function ResidentsList({ online }: { online: boolean }) {
  const residents = useResidents();
  const now = useNow();
  const act = usePersonAction();
  const [filter, setFilter] = useState<PersonFilter>('Current');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [openPhone, setOpenPhone] = useState<string>();
  const [editingPhone, setEditingPhone] = useState<string>();
  const [removing, setRemoving] = useState<{ person: Resident; action: RemoveAction }>();
  const [outcome, setOutcome] = useState<Outcome>();
  const focusLater = useFocusLater();

  const everyone = residents.data ?? [];
  const shown = everyone.filter((p) => matchesFilter(p, filter, now) && matchesSearch(p, query));

  const tell = (next: Outcome) => {
    setOutcome(next);
    focusLater(() => document.getElementById(OUTCOME_ID));
  };

  const run = (action: PersonAction, person: Resident) =>
    act.mutate(
      { action, person },
      {
        // A removed guard leaves the list (a moved-out resident leaves the filter) as the list
        // refreshes: their card would take the focused banner with it, so it goes above the list.
        onSuccess: (text) =>
          tell({ phone: removes(action) ? '' : person.phone_number, tone: 'success', text }),
        onError: (error) =>
          tell({
            phone: person.phone_number,
            tone: 'error',
            text: errorMessage(error, messages.userUpdateFailed),
          }),
        onSettled: () => setRemoving(undefined),
      },
    );

  const onAction = (action: PersonAction | 'edit', person: Resident) => {
    setOutcome(undefined);
    if (action === 'edit') setEditingPhone(person.phone_number);
    else if (removes(action)) setRemoving({ person, action });
    else run(action, person);
  };

  const outcomeBanner = outcome && (
    <div id={OUTCOME_ID} tabIndex={-1} className={styles.outcome}>
      <Banner tone={outcome.tone}>{outcome.text}</Banner>
    </div>
  );
  const removal = removing && removalWords(removing.person, removing.action);
  const outcomeInCard = shown.some((person) => person.phone_number === outcome?.phone);

  return (
    <section aria-labelledby="residents-heading">
      <h2 id="residents-heading">People</h2>
      <div className={styles.controls}>
        <SelectField
          label="Show"
          options={personFilters}
          value={filter}
          onChange={(event) => setFilter(event.target.value as PersonFilter)}
        />
        <Field
          label="Search residents"
          hint="Phone, apartment or name"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {residents.isError ? (
        <Banner tone="error">{messages.usersFetchFailed}</Banner>
      ) : !residents.data ? (
        <Spinner label="Loading residents…" />
      ) : (
        <>
          {/* The file has everyone, whatever the filter shows: the register is kept whole. */}
          <CsvBar
            status={`${shown.length} of ${everyone.length} people`}
            label="Download register (CSV)"
            filters={{}}
            online={online}
            download={downloadRegisterCsv}
            failure={messages.registerExportFailed}
          />
          {!outcomeInCard && outcomeBanner}
          <ul className={styles.list} aria-label="Registered residents">
            {shown.map((person) => (
              <PersonCard
                key={person.phone_number}
                person={person}
                now={now}
                online={online}
                open={openPhone === person.phone_number}
                editing={editingPhone === person.phone_number}
                outcome={outcome?.phone === person.phone_number ? outcomeBanner : undefined}
                busy={act.isPending}
                onToggle={() =>
                  setOpenPhone(openPhone === person.phone_number ? undefined : person.phone_number)
                }
                onAction={(action) => onAction(action, person)}
                onEditDone={(saved) => {
                  setEditingPhone(undefined);
                  if (saved)
                    tell({ phone: saved.phone_number, tone: 'success', text: messages.userEdited });
                }}
              />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={removal?.title ?? ''}
        message={removal?.message}
        confirmLabel={removal?.confirmLabel}
        busy={act.isPending}
        onConfirm={() => removing && run(removing.action, removing.person)}
        onCancel={() => setRemoving(undefined)}
      />
    </section>
  );
}

type RemoveAction = Extract<PersonAction, 'remove' | 'remove-guard'>;

const removes = (action: PersonAction): action is RemoveAction =>
  action === 'remove' || action === 'remove-guard';

/** The confirmation of a move-out, or of a guard leaving the gate. */
function removalWords(person: Resident, action: RemoveAction) {
  const who = person.name ?? person.phone_number;
  if (action === 'remove-guard') {
    return {
      title: `Remove guard ${who}?`,
      message: <p>{who} can no longer sign in at the gate; their entries stay in the log.</p>,
      confirmLabel: 'Remove guard',
    };
  }
  return {
    title: `Remove ${who}?`,
    message: <p>{moveOutWarning(person)}</p>,
    confirmLabel: 'Remove',
  };
}

/** What a move-out does, said before it is done. */
export function moveOutWarning(person: Resident): string {
  return `${person.name ?? person.phone_number} (${person.apartment_number}) loses access now; their future bookings are cancelled and open requests declined; their history stays.`;
}
