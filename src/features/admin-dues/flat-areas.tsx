/**
 * Flats (issue 33): every apartment of the register with its area and what it owes. Found by
 * apartment, edited in place, or all at once from a CSV. A few hundred rows would be a long
 * page on a phone: the list shows the first matches and asks for a narrower search.
 */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { ApartmentField } from '../../ui/apartment-field';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';
import { AreasUpload } from './areas-upload';
import { FlatAreaRow } from './flat-area-row';
import { flatsQuery } from './use-dues-admin';
import styles from './admin-dues.module.css';

/** Rows drawn at once; a search finds the rest. */
export const FLATS_SHOWN = 50;

export function FlatAreas({ online }: { online: boolean }) {
  const flats = useQuery(flatsQuery());
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const all = flats.data ?? [];
  const found = all.filter((flat) => flat.apartment.includes(query));
  const noArea = all.filter((flat) => flat.area_sqft === null).length;

  return (
    <section aria-labelledby="dues-flats" className={styles.section}>
      <h2 id="dues-flats">Flats and their areas</h2>
      <AreasUpload online={online} />
      {flats.isError && (
        <Banner tone="error">{errorMessage(flats.error, messages.duesFlatsLoadFailed)}</Banner>
      )}
      {!flats.data && !flats.isError && <Spinner label="Loading the flats…" />}
      {flats.data && (
        <>
          <ApartmentField label="Find a flat" value={search} onValue={setSearch} />
          <p role="status" className={styles.muted}>
            {found.length > FLATS_SHOWN
              ? `Showing ${FLATS_SHOWN} of ${found.length} flats: type more of the number to find one.`
              : `${found.length} of ${all.length} flats`}
            {noArea > 0 && ` · ${noArea} without an area`}
          </p>
          <ul className={styles.flats} aria-label="Flats">
            {found.slice(0, FLATS_SHOWN).map((flat) => (
              <FlatAreaRow key={flat.apartment} flat={flat} online={online} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
