/** The sentences of standing approvals (issue 34), spread into `messages`. */
export const standingMessages = {
  // Standing approvals (resident)
  standingCreated: 'Saved. The gate will let them in without calling you.',
  standingCreateFailed: 'Failed to save the standing approval. Please try again.',
  standingFetchFailed: 'Failed to load your standing approvals. Please try again later.',
  standingStopped: 'Stopped. The gate will ask you again.',
  standingStopFailed: 'Failed to stop the standing approval. Please try again.',
  standingNotFound: 'Standing approval not found',
  standingAlreadyStopped: 'This standing approval has already been stopped.',
  standingKindRequired: 'Choose delivery or cab',
  standingCompaniesRequired: 'Choose at least one company',
  standingCompanyKind: 'Choose companies of this kind of visitor',
  standingEndsFirst: 'The last day must be on or after the first day',
  standingEnded: 'The last day must be today or later',
  standingTooFarAhead: 'A standing approval can start at most 30 days ahead',
  standingTooMany: 'A flat can keep at most 20 standing approvals. Stop one first.',
  plateEndingInvalid: 'The plate ending can be at most 10 letters or digits',
  // Standing approvals (the desk)
  standingEntryFailed: 'Could not record the entry. Please try again.',
} as const;
