import { useDeferredValue, useState } from 'react';
import type { Resident } from '../../../contract/members';
import { messages } from '../../../contract/messages';
import { Banner } from '../../ui/banner';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import styles from '../../ui/admin-list.module.css';
import { useResidents } from './use-admin-users';

const statusLabel = (resident: Resident) =>
  `${resident.member_status.toUpperCase()}${resident.is_active ? '' : ' · not active'}`;

/** Who is registered: every resident, searchable by phone, apartment or name. */
export function ResidentsList() {
  const residents = useResidents();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const shown = (residents.data ?? []).filter((resident) =>
    [resident.phone_number, resident.apartment_number, resident.name ?? ''].some((value) =>
      value.toLowerCase().includes(query),
    ),
  );

  return (
    <section aria-labelledby="residents-heading">
      <h2 id="residents-heading">Residents</h2>
      <Field
        label="Search residents"
        hint="Phone, apartment or name"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {residents.isError ? (
        <Banner tone="error">{messages.usersFetchFailed}</Banner>
      ) : !residents.data ? (
        <Spinner label="Loading residents…" />
      ) : (
        <>
          <p className={styles.muted}>
            {shown.length} of {residents.data.length} residents
          </p>
          <ul className={styles.list} aria-label="Registered residents">
            {shown.map((resident) => (
              <li key={resident.phone_number} className={styles.row}>
                <div className={styles.rowText}>
                  <p>
                    <strong>{resident.name ?? 'No name'}</strong> · {resident.apartment_number}
                  </p>
                  <p className={styles.muted}>
                    {resident.phone_number} · {statusLabel(resident)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
