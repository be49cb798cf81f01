/**
 * /admin/vehicles (issue 34): every flat's vehicles, by flat and plate, found by flat or by any
 * part of a plate, each with when the gate last logged it in; the whole register as CSV. Cards,
 * not a table, so nothing is wider than a 360 px phone.
 */
import { useDeferredValue, useState } from 'react';
import { messages } from '../../../contract/messages';
import { vehicleText } from '../../../contract/vehicles/vehicles';
import { errorMessage } from '../../api/api-error';
import { formatAtMoment } from '../../lib/format-date';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { CsvBar } from '../../ui/csv-bar';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { downloadVehiclesCsv, useAllVehicles } from './use-all-vehicles';
import listStyles from '../../ui/admin-list.module.css';
import styles from './admin-vehicles.module.css';

export default function AdminVehiclesPage() {
  const [apartment, setApartment] = useState('');
  const [plate, setPlate] = useState('');
  // Typing asks once the typing settles, not at every letter.
  const flat = useDeferredValue(apartment.trim());
  const plateText = useDeferredValue(plate.trim());
  const filters = {
    ...(flat ? { apartment: flat } : {}),
    ...(plateText ? { plate: plateText } : {}),
  };
  const vehicles = useAllVehicles(filters);
  const { online } = useConnectivity();
  const now = useNow();
  const rows = vehicles.data;

  return (
    <>
      <AdminPageHeader
        title="Vehicle register"
        subtitle="Every flat's vehicles. Residents register their own on their Vehicles page."
      />
      {!online && (
        <Banner tone="info">You're offline. The register loads when you're back online.</Banner>
      )}
      <section className={styles.section} aria-labelledby="vehicles-heading">
        <h2 id="vehicles-heading">Vehicles</h2>
        <div className={styles.filters}>
          <Field label="Flat" value={apartment} onChange={(e) => setApartment(e.target.value)} />
          <Field label="Plate contains" value={plate} onChange={(e) => setPlate(e.target.value)} />
        </div>
        <CsvBar
          status={
            rows &&
            `${rows.length === 1 ? '1 vehicle' : `${rows.length} vehicles`} · ` +
              freshnessLabel(vehicles.dataUpdatedAt, now, online)
          }
          label="Download CSV"
          filters={filters}
          online={online}
          download={downloadVehiclesCsv}
          failure={messages.vehiclesFetchFailed}
        />
        {vehicles.isError && !rows ? (
          <Banner tone="error">{errorMessage(vehicles.error, messages.vehiclesFetchFailed)}</Banner>
        ) : !rows ? (
          online && <Spinner label="Loading the vehicle register…" />
        ) : rows.length === 0 ? (
          <p>No vehicles match.</p>
        ) : (
          <ul className={listStyles.list} aria-label="Vehicles">
            {rows.map((vehicle) => (
              <li key={vehicle.id} className={listStyles.row}>
                <div className={listStyles.rowText}>
                  <p className={styles.plate}>{vehicle.plate}</p>
                  <p>
                    <strong>Flat {vehicle.apartment}</strong> · {vehicleText(vehicle)}
                  </p>
                  <p className={listStyles.muted}>
                    {vehicle.registered_by_name && `Registered by ${vehicle.registered_by_name} · `}
                    {vehicle.last_entry_at
                      ? `last came in ${formatAtMoment(vehicle.last_entry_at, now)}`
                      : 'not logged at the gate yet'}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
