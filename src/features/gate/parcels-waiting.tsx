/**
 * The desk's parcels (issue 34), a section of the desk's glance (desk-sections.ts): "Log a parcel"
 * (through the outbox, so it works with no network), and every parcel waiting at the gate,
 * oldest first, each handed over against the flat's code or to a person of the flat.
 */
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import { GATE_PARCEL_KIND } from '../../offline/kinds';
import { discard } from '../../offline/outbox';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { useQueuedWrites } from '../../ui/use-queued-writes';
import { queueParcel } from './parcel-actions';
import { ParcelForm } from './parcel-form';
import { HandOver } from './parcel-hand-over';
import { ParcelRow } from './parcel-row';
import type { DeskView } from './desk-view';
import { shelfRows, type ShelfRow } from './parcel-shelf';
import { useDeskParcels, useDeskParcelsKey } from './parcels-collection';
import { DEFAULT_GATE } from './use-gate-name';
import deskStyles from './gate.module.css';

/** A desk section (desk-sections.ts): the parcel is kept at the gate the desk stands at. */
export function ParcelsWaiting({ desk }: { desk: DeskView }) {
  const { userId, gate, online } = desk;
  const directory = desk.snapshot?.directory ?? [];
  const parcels = useDeskParcels(online);
  // Logged here and not on the server's list yet (sent since it was fetched, or not sent at all).
  const { shown } = useQueuedWrites(
    { kind: GATE_PARCEL_KIND, userId },
    parcels.refreshedAt,
    useDeskParcelsKey(),
  );
  const [logging, setLogging] = useState(false);
  const [open, setOpen] = useState<string>();
  const [said, setSaid] = useState<string>();
  // Handed over here: off the shelf at once, not at the list's next refresh.
  const [handed, setHanded] = useState<ReadonlySet<string>>(new Set());
  const now = desk.now.getTime();
  const rows = shelfRows(parcels.items, shown).filter((row) => !handed.has(row.id));

  const handedOver = (row: ShelfRow, to: string) => {
    setOpen(undefined);
    setHanded((ids) => new Set([...ids, row.id]));
    setSaid(
      `Handed over ✓ Flat ${row.apartment}, ${row.courier}${to === 'code' ? '' : ` to ${to}`}`,
    );
    parcels.refresh();
  };

  return (
    <section aria-labelledby="gate-parcels" className={deskStyles.section}>
      <h2 id="gate-parcels">Parcels waiting{rows.length > 0 ? ` (${rows.length})` : ''}</h2>
      {said && <Banner tone="success">{said}</Banner>}
      {logging ? (
        <ParcelForm
          directory={directory}
          onCancel={() => setLogging(false)}
          onLog={async (values, photo) => {
            const at = { userId, gate: gate.trim() || DEFAULT_GATE, now: new Date() };
            await queueParcel(values, photo, at);
            setSaid(messages.parcelLogged(values.apartment, values.courier, online));
            setLogging(false);
          }}
        />
      ) : (
        <Button
          variant="secondary"
          block
          className={deskStyles.big}
          onClick={() => setLogging(true)}
        >
          Log a parcel
        </Button>
      )}
      {rows.length === 0 && <p className={deskStyles.muted}>No parcels are waiting.</p>}
      <ul className={deskStyles.rows} aria-label="Parcels waiting">
        {rows.map((row) => (
          <ParcelRow key={row.id} row={row} now={now}>
            {row.record?.status === 'rejected' ? (
              <Button variant="secondary" onClick={() => void discard(row.record?.id ?? '')}>
                Dismiss
              </Button>
            ) : row.onServer && open === row.id ? (
              <HandOver
                row={row}
                flat={directory.find((flat) => flat.apartment === row.apartment)}
                online={online}
                onDone={handedOver}
                onCancel={() => setOpen(undefined)}
              />
            ) : row.onServer ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSaid(undefined);
                  setOpen(row.id);
                }}
              >
                Hand over
              </Button>
            ) : null}
          </ParcelRow>
        ))}
      </ul>
    </section>
  );
}
