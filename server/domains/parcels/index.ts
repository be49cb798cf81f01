/**
 * Parcels at the gate (issue 34): the guard logs them (offline-first, with a photo), the flat is
 * told at once and chooses "Leave at the gate" or "Bring it up", the guard hands them over
 * against the flat's code or to a person of the flat, and the RWA sees those left too long.
 */
import { parcelDeskHandlers } from './desk-handlers';
import { parcelFlatHandlers } from './flat-handlers';
import { parcelOverdueHandlers } from './overdue-handlers';

export const handlers = { ...parcelDeskHandlers, ...parcelFlatHandlers, ...parcelOverdueHandlers };
export { seedParcels } from './seed';
