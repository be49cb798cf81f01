/**
 * The gate's sentences (issue 17): passes, the guard desk, walk-ins. Spread into `messages`
 * (messages.ts) like the access sentences, so there is one `messages` to use.
 */
export const gateMessages = {
  // Passes (resident)
  passCreated: 'Pass created. Share the code with your visitor.',
  passCreateFailed: 'Failed to create the pass. Please try again.',
  passesFetchFailed: 'Failed to load passes. Please try again later.',
  passRevoked: 'Pass revoked. The gate will refuse it.',
  passRevokeFailed: 'Failed to revoke the pass. Please try again.',
  passNotFound: 'Pass not found',
  passAlreadyRevoked: 'This pass has already been revoked.',
  passNameRequired: "Visitor's name is required",
  passKindRequired: 'Choose who is visiting',
  passWindowOrder: 'The pass must end after it starts',
  passWindowEnded: 'The pass must end in the future',
  guestWindowTooLong: 'A guest or delivery pass can be valid for at most 24 hours',
  guestTooFarAhead: 'A guest or delivery pass can be made at most 30 days ahead',
  cabTooFarAhead: 'A cab pass can start at most 2 hours from now',
  cabWindowTooLong: 'A cab pass can be valid for at most 4 hours',
  helpDaysRequired: 'Choose the days of the week',
  helpHoursOrder: 'The hours must end after they start',
  helpPeriodTooLong: 'A daily help pass can run for at most a year',
  peopleRange: 'People must be between 1 and 50',
  attendanceFailed: 'Failed to load attendance. Please try again later.',
  // The guard desk
  deskFetchFailed: 'Could not refresh the gate list. Showing the saved copy.',
  gateRequired: 'Gate is required',
  codeOrPassRequired: 'Enter the 6-digit code or scan the pass',
  codeUnknown: 'No pass has this code. Check the code, or record a walk-in.',
  qrForged: 'This QR is not a Gatehouse pass (its signature does not match). Do not let in.',
  passNotYet: (from: string) => `This pass is not valid yet: it starts at ${from}.`,
  passExpired: 'This pass has expired.',
  passUsed: (at: string) => `This pass was already used at ${at}.`,
  passWasRevoked: 'This pass was revoked by the resident.',
  helpNotToday: 'This daily help pass is not valid at this day or hour.',
  letIn: 'Let in',
  checkInFailed: 'Check-in failed. Please try again.',
  checkedOut: 'Checked out',
  checkOutFailed: 'Check-out failed. Please try again.',
  visitNotFound: 'Visit not found',
  visitAlreadyOut: 'This visitor has already checked out.',
  tooManyCodes: (wait: string) =>
    `Too many wrong codes from this gate. Please try again in ${wait}.`,
  // Walk-ins
  walkInRecorded: 'Asked the residents. Waiting for an answer…',
  walkInFailed: 'Failed to record the visitor. Please try again.',
  walkInNotFound: 'Visitor not found',
  walkInDecided: 'Someone in your home has already answered for this visitor.',
  walkInIdTaken:
    'This visitor cannot be let in under this entry: another visit has its id. ' +
    'Ask the guard to record the visitor again.',
  walkInDecisionFailed: 'Failed to send your answer. Please try again.',
  purposeRequired: 'Purpose is required',
  apartmentUnknown: 'No residents live in this apartment',
  calledResidentRequired: 'Say which resident you called',
  // The RWA's log
  visitsFetchFailed: 'Failed to load the visitor log. Please try again later.',
  visitsRangeInvalid: 'The start date must be on or before the end date',
} as const;
