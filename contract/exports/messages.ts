/**
 * The sentences of the RWA's CSV exports of the register and the bookings (issue 19). Spread into
 * `messages` (messages.ts) like the access and gate sentences, so there is one `messages` to use.
 */
export const exportMessages = {
  registerExportFailed: 'Failed to download the register. Please try again later.',
  bookingsExportFailed: 'Failed to download the bookings. Please try again later.',
  bookingsRangeInvalid: 'The start date must be on or before the end date',
} as const;
