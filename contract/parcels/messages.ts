/**
 * The sentences of parcels at the gate (issue 34): the guard logs them, the flat chooses what
 * happens to them, and the guard hands them over against a code or to a named person. Spread
 * into `messages` (messages.ts) like the other rooms', so there is one to use.
 */
export const parcelMessages = {
  // The guard
  /** Said where the form was, so the guard sees at once that the parcel is kept. */
  parcelLogged: (apartment: string, courier: string, online: boolean) =>
    `Logged ✓ Flat ${apartment}, ${courier}. ` +
    (online ? 'The flat is being told.' : 'Saved on this phone — will send when online.'),
  parcelLogFailed: 'Failed to log the parcel. Please try again.',
  parcelsFetchFailed: 'Failed to load parcels. Please try again later.',
  parcelNotFound: 'Parcel not found',
  courierRequired: 'Courier is required',
  parcelCountRange: 'Count must be between 1 and 20',
  collectionCodeDigits: 'Enter the 4-digit collection code',
  collectorRequired: 'Enter the collection code, or the name of a person of the flat',
  collectionCodeWrong:
    'This is not the code for this parcel. The resident finds it on the Parcels page.',
  tooManyParcelCodes: (wait: string) =>
    `Too many wrong codes for this parcel. Hand it to a named person of the flat, or try again in ${wait}.`,
  collectorNotOfFlat: 'Nobody of that name lives in this flat.',
  parcelAlreadyCollected: 'This parcel has already been handed over.',
  parcelCollectFailed: 'Failed to hand over the parcel. Please try again.',
  parcelHandOverOffline: 'Handing over needs a connection: the server checks the code.',
  // The resident
  parcelInstructionFailed: 'Failed to send your choice. Please try again.',
  parcelInstructionRequired: 'Choose "Leave at the gate" or "Bring it up"',
  // The RWA
  overdueDaysRange: 'Days must be a whole number from 1 to 60',
  overdueParcelsFailed: 'Failed to load the uncollected parcels. Please try again later.',
  overdueDaysSaveFailed: 'Failed to save the number of days. Please try again.',
  overdueDaysSaved: 'Saved.',
} as const;
