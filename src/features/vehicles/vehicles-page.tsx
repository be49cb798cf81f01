/**
 * /vehicles (issue 34): the flat's vehicles, which the gate knows by their plates with no
 * network, and the form that registers one. A plate is one flat's at a time: one registered
 * elsewhere is refused with a sentence that names nothing of that flat.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import { vehicleText, type Vehicle, type vehicleFields } from '../../../contract/vehicles/vehicles';
import { errorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { formatAtMoment } from '../../lib/format-date';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner, type BannerTone } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { VehicleForm } from './vehicle-form';
import { useRegisterVehicle, useRemoveVehicle, vehiclesQuery } from './use-vehicles';
import styles from './vehicles.module.css';

export default function VehiclesPage() {
  const userId = useSession().user?.id ?? '';
  const { online } = useConnectivity();
  const id = useId();
  const list = useQuery(vehiclesQuery(userId));
  const add = useRegisterVehicle(userId);
  const remove = useRemoveVehicle(userId);
  const now = useNow(60_000);
  const [removing, setRemoving] = useState<Vehicle>();
  const [outcome, setOutcome] = useState<{ tone: BannerTone; text: string }>();
  const items = list.data;

  const save = async (body: z.output<typeof vehicleFields>) => {
    setOutcome(undefined);
    try {
      await add.mutateAsync(body);
      setOutcome({ tone: 'success', text: messages.vehicleRegistered });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, messages.vehicleRegisterFailed) });
      return false;
    }
  };
  const confirmRemove = (vehicle: Vehicle) =>
    remove.mutate(vehicle, {
      onSuccess: () => setOutcome({ tone: 'success', text: messages.vehicleRemoved }),
      onError: (error) =>
        setOutcome({ tone: 'error', text: errorMessage(error, messages.vehicleRemoveFailed) }),
      onSettled: () => setRemoving(undefined),
    });

  return (
    <>
      <PageHeader
        title="Vehicles"
        subtitle="Your flat's vehicles: the gate knows them by their plates."
      />
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      <section className={styles.section} aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>Your vehicles</h2>
        {items && <p className={styles.muted}>{freshnessLabel(list.dataUpdatedAt, now, online)}</p>}
        {online && list.isError && !items && (
          <Banner tone="error">{errorMessage(list.error, messages.vehiclesFetchFailed)}</Banner>
        )}
        {!items ? (
          online && list.isPending && <Spinner label="Loading your vehicles…" />
        ) : items.length === 0 ? (
          <p>No vehicles yet. Register one below so the gate knows it.</p>
        ) : (
          <ul className={styles.list} aria-label="Your vehicles">
            {items.map((vehicle) => (
              <li key={vehicle.id} className={styles.card}>
                <div>
                  <p className={styles.plate}>{vehicle.plate}</p>
                  <p>{vehicleText(vehicle)}</p>
                  {vehicle.last_entry_at && (
                    <p className={styles.muted}>
                      Last came in {formatAtMoment(vehicle.last_entry_at, now)}
                    </p>
                  )}
                </div>
                <Button
                  variant="danger"
                  disabled={!online || remove.isPending}
                  aria-label={`Remove ${vehicle.plate}`}
                  onClick={() => {
                    setOutcome(undefined);
                    setRemoving(vehicle);
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>Register a vehicle</h2>
        <VehicleForm online={online} busy={add.isPending} onSubmit={save} />
      </section>
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removing?.plate ?? 'this vehicle'}?`}
        message={<p>The gate will no longer know it as your flat's.</p>}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        busy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
        onCancel={() => setRemoving(undefined)}
      />
    </>
  );
}
