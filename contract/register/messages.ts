/**
 * The sentences of who may enter (issue 16), the gate (issue 17) and the server's limits, kept
 * apart from the SPEC.md wording in messages.ts, which spreads them in: one `messages` to use.
 */
export const accessMessages = {
  // Who may enter (issue 16)
  userRemoved: 'Resident removed. They can no longer sign in.',
  userEdited: 'Resident details saved',
  userRoleChanged: 'Role changed',
  userSignedOut: 'Signed out on every device',
  userUnlocked: 'Sign-in unlocked',
  userAlreadyRemoved: 'This resident has already been removed.',
  lastRwa: 'The estate must keep at least one RWA admin. Make someone else an RWA admin first.',
  removeOwnAccount: 'You cannot remove your own account. Ask another RWA admin to do it.',
  signedOut: 'Signed out',
  /**
   * Every failed sign-in, whatever failed (issue 31): telling an unknown phone from a wrong code
   * would tell a stranger which numbers live here.
   */
  signInFailed:
    'That code or those details did not match. Check them, or ask for a new code. If you have moved in or changed flat, please contact the RWA office.',
  phoneLocked: (until: string) =>
    `Too many wrong codes for this phone. Sign-in is locked until ${until} (India time), or ask the RWA office to unlock it.`,
  /** The notice to a person whose phone, or one of whose devices, wrong codes locked (issue 31). */
  lockNoticeTitle: 'Wrong sign-in codes for your phone',
  lockNoticeStrangers: (count: number, until: string) =>
    `Someone entered ${count} wrong codes for your phone number. New devices cannot sign in until ${until} (India time); the devices you are signed in on are not affected. If it was not you, tell the RWA office.`,
  lockNoticeDevice: (count: number, until: string) =>
    `${count} wrong codes were entered on one of the devices you signed in on; it cannot sign in until ${until} (India time). If that device is lost, use "Sign out on all devices".`,
  verifyTooManyFromNetwork: (minutes: number) =>
    `Too many wrong codes from this network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  auditFetchFailed: 'Failed to load the audit trail. Please try again later.',
  auditRangeInvalid: 'The start date must be on or before the end date',
  userDeactivated: 'Deactivated. They can no longer sign in.',
  userReactivated: 'Reactivated. They can sign in again.',
  // The gate (issue 17)
  noGateAccess: 'This phone is not a gate guard. Please use Resident Login.',
  guardCreated: 'Guard added',
  guardRemoved: 'Guard removed. They can no longer sign in at the gate.',
  guardNotFound: 'Guard not found',
  notAGuard: 'This person is not a guard: change their access from the register instead.',
  isAGuard:
    'This person is a gate guard, not a resident: remove the guard and add them as a resident.',
  guardRoleFixed:
    "A guard's role is not changed here: remove the guard and add them as a resident.",
  guardNameRequired: 'Name is required',
  // Headers and limits
  /** Follows serverError, so a person can quote the failed request to the office. */
  serverErrorReference: (requestId: string) => `(Reference: ${requestId})`,
  /** `wait` as waitFor says it: "40 seconds", "12 minutes". */
  tooManyQuestions: (wait: string) =>
    `Too many questions in a minute. Please try again in ${wait}.`,
  tooManyUploads: (wait: string) => `Too many uploads in an hour. Please try again in ${wait}.`,
  /** A path the API has, called with a method it does not take (a client's bug). */
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    `This address does not take ${method} requests; it takes ${allowed.join(', ')}.`,
  /** Node's own refusals, before any route: a body trickled past REQUEST_TIMEOUT, and the rest. */
  requestTooSlow: 'The request took too long to arrive. Please try again.',
  requestHeadersTooLarge: 'The request headers are too large.',
  requestUnreadable: 'The request could not be read.',
  /** Unknown API paths probed too often from one address (a scanner). */
  tooManyRequests: (wait: string) => `Too many requests. Please try again in ${wait}.`,
  waitFor: (seconds: number) => {
    const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
    return `${count} ${unit}${count === 1 ? '' : 's'}`;
  },
} as const;
