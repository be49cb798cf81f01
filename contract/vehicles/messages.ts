/** The sentences of the vehicle register (issue 34), spread into `messages`. */
export const vehicleMessages = {
  plateRequired: 'Plate number is required',
  plateInvalid: 'Enter the plate as it reads, e.g. HR 26 AB 1234 or 22 BH 1234 AB',
  vehicleKindRequired: 'Choose the kind of vehicle',
  plateTaken:
    'This vehicle is registered to another flat. If it is yours, please contact the RWA office.',
  plateOurs: 'This vehicle is already registered to your flat.',
  vehiclesTooMany: 'A flat can register at most 10 vehicles. Remove one first.',
  vehicleRegistered: 'Vehicle registered. The gate will know it.',
  vehicleRegisterFailed: 'Failed to register the vehicle. Please try again.',
  vehicleRemoved: 'Vehicle removed.',
  vehicleRemoveFailed: 'Failed to remove the vehicle. Please try again.',
  vehicleNotFound: 'Vehicle not found',
  vehiclesFetchFailed: 'Failed to load vehicles. Please try again later.',
  vehicleEntryFailed: 'Could not record the vehicle. Please try again.',
} as const;
