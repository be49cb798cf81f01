/**
 * The desk's parcel writes. Logging goes through the outbox (written on the device first, sent
 * once when it can be, photo and all); handing over is asked of the server directly, since only
 * the server holds the flat's code and the guard waits for its answer.
 */
import {
  collectParcel,
  type CollectFields,
  type ParcelFields,
} from '../../../contract/parcels/parcels';
import { callApi } from '../../api/client';
import { newId } from '../../offline/ids';
import {
  GATE_PARCEL_KIND,
  GATE_PARCEL_PHOTO_FIELD,
  registerOutboxKinds,
  type GateParcelPayload,
} from '../../offline/kinds';
import { enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';

// Idempotent; the app registers at start too, but the desk must work however it is reached.
registerOutboxKinds();

export type ParcelValues = Omit<ParcelFields, 'id' | 'gate' | 'at'>;

export async function queueParcel(
  values: ParcelValues,
  photo: Blob | undefined,
  context: { userId: string; gate: string; now: Date },
): Promise<string> {
  const id = newId();
  const payload: GateParcelPayload = {
    parcel: { ...values, id, gate: context.gate, at: context.now.toISOString() },
  };
  const attachments = photo
    ? [
        {
          field: GATE_PARCEL_PHOTO_FIELD,
          name: 'parcel.jpg',
          type: photo.type || 'image/jpeg',
          bytes: await photo.arrayBuffer(),
        },
      ]
    : [];
  await enqueue(GATE_PARCEL_KIND, payload, { userId: context.userId, attachments });
  notifyEnqueued();
  return id;
}

export function handOverParcel(id: string, body: CollectFields) {
  return callApi(collectParcel, { params: { id }, body });
}
