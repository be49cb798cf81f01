/**
 * The desk's issue-34 writes, through the outbox like its check-ins (desk-actions.ts): a visitor
 * let in under a standing approval, and a registered vehicle let in by its plate. Each is
 * written on the device first and sent once when it can be, with the time it happened.
 */
import {
  standingVisitorName,
  type DeskStanding,
  type EntryCompany,
} from '../../../contract/gate/standing';
import { messages } from '../../../contract/messages';
import { plateDisplay } from '../../../contract/vehicles/plates';
import type { DeskVehicle } from '../../../contract/vehicles/vehicles';
import { newId } from '../../offline/ids';
import {
  gateStandingEntryKind,
  gateVehicleEntryKind,
  type GateStandingEntryPayload,
  type GateVehicleEntryPayload,
} from '../../offline/kinds';
import { enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';
import type { EntryContext } from './desk-actions';

type Context = Pick<EntryContext, 'userId' | 'gate' | 'now'>;

export async function queueStandingEntry(
  approval: DeskStanding,
  company: EntryCompany,
  context: Context,
  plate?: string,
): Promise<void> {
  const payload: GateStandingEntryPayload = {
    body: {
      visit_id: newId(),
      approval_id: approval.id,
      company,
      ...(plate ? { plate } : {}),
      gate: context.gate,
      at: context.now.toISOString(),
    },
    shown: {
      name: standingVisitorName(approval.kind, company),
      apartment: approval.apartment,
      kind: approval.kind,
    },
  };
  await enqueue(gateStandingEntryKind, payload, { userId: context.userId });
  notifyEnqueued();
}

export async function queueVehicleEntry(vehicle: DeskVehicle, context: Context): Promise<void> {
  const payload: GateVehicleEntryPayload = {
    body: {
      id: newId(),
      plate: vehicle.plate,
      gate: context.gate,
      at: context.now.toISOString(),
    },
    shown: { plate: plateDisplay(vehicle.plate), apartment: vehicle.apartment },
  };
  await enqueue(gateVehicleEntryKind, payload, { userId: context.userId });
  notifyEnqueued();
}

/**
 * Lets in an expected row's visitor under its approval: says "Let in ✓" at once through `say`,
 * or that it could not be saved.
 */
export function admitStanding(
  approval: DeskStanding,
  company: EntryCompany,
  context: Context,
  say: (message: string) => void,
): void {
  const who = `${standingVisitorName(approval.kind, company)} · Flat ${approval.apartment}`;
  say(`${messages.letIn} ✓ ${who}`);
  queueStandingEntry(approval, company, context).catch(() => say(messages.standingEntryFailed));
}
