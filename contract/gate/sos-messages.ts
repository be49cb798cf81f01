/**
 * The sentences of SOS and overstay (issue 34). Spread into `messages` (messages.ts) like the
 * gate's own, so there is one `messages` to use.
 */
export const sosMessages = {
  sosFailed: 'Your SOS did not reach the gate. Call the gate now.',
  sosNotFound: 'SOS not found',
  sosFetchFailed: 'Could not check on your SOS. Call the gate if nobody has come.',
  gateSosFetchFailed: 'Could not check for SOS alerts. Trying again…',
  sosAcknowledgeFailed: 'Could not tell the resident you are on your way. Please try again.',
  gateSettingsLoadFailed: 'Failed to load the gate settings. Please try again later.',
  gateSettingsSaveFailed: 'Failed to save the gate settings. Please try again.',
  gateSettingsSaved: 'Gate settings saved.',
  overstayGraceRange: 'The grace must be a whole number of minutes between 0 and 720',
} as const;
