/**
 * Parcels at the gate (issue 34): logged by the guard, told to the flat, collected against its
 * 4-digit code or by a person of the flat; the RWA sees those left too long.
 */
import { parcelDeskHandlers } from './desk-handlers';
import { parcelFlatHandlers } from './flat-handlers';
import { parcelOverdueHandlers } from './overdue-handlers';

export const handlers = { ...parcelDeskHandlers, ...parcelFlatHandlers, ...parcelOverdueHandlers };
export { seedParcels } from './seed';
