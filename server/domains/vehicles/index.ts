/**
 * The vehicle register (issue 34): each flat's vehicles, the RWA's view of them all and its CSV,
 * and the desk's log of registered vehicles let in. The gate takes the plates for its offline
 * desk and forgets old entries with its visitor log.
 */
import { vehicleEntryHandlers } from './vehicle-entries';
import { vehicleHandlers } from './vehicle-handlers';
import { vehicleRegisterHandlers } from './register-handlers';

export const handlers = { ...vehicleHandlers, ...vehicleRegisterHandlers, ...vehicleEntryHandlers };
export { deskVehicles, forgetVehicleEntries } from './desk-vehicles';
