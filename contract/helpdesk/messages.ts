/**
 * The helpdesk's sentences (issue 18): reporting, the thread, the moves and the RWA's categories.
 * Spread into `messages` (messages.ts) like the gate's, so there is one `messages` to use.
 */
export const helpdeskMessages = {
  // Reporting and reading (resident)
  ticketReported: 'Reported. The RWA office will see it now.',
  ticketReportFailed: 'Failed to report the complaint. Please try again.',
  ticketsFetchFailed: 'Failed to load complaints. Please try again later.',
  ticketNotFound: 'Complaint not found',
  ticketCategoryRequired: 'Choose what the complaint is about',
  ticketCategoryUnknown: 'This category no longer exists. Please choose another.',
  ticketPriorityInvalid: 'Priority must be normal or urgent',
  ticketQueued: 'Saved on this phone — will send when online',
  // The thread
  commentRequired: 'Please write a comment',
  commentFailed: 'Failed to send the comment. Please try again.',
  commentOnClosed: 'This complaint is closed. Report a new one if the problem is back.',
  // Moves
  ticketStatusUnknown: 'Unknown status',
  ticketMoveFailed: 'Failed to update the complaint. Please try again.',
  ticketMoveNotAllowed: (from: string, to: string) =>
    `A complaint that is ${from} cannot be moved to ${to}.`,
  ticketStaffRequired: 'Staff name is required',
  ticketReasonRequired: 'Please give a reason',
  ticketRatingRequired: 'Please rate the work from 1 to 5 stars',
  ticketRatingRange: 'A rating is 1 to 5 stars',
  ticketCloseAsRequired: 'Say why the office is closing it: a duplicate, or not ours',
  ticketDuplicateRequired: 'Give the number of the complaint this one repeats',
  ticketDuplicateOfSelf: 'A complaint cannot duplicate itself',
  ticketDuplicateNotFound: 'The complaint it repeats was not found',
  ticketReopenExpired:
    'A complaint can be reopened only within 7 days of being resolved. Please report a new one.',
  // Categories (RWA)
  categoriesFetchFailed: 'Failed to load categories. Please try again later.',
  categorySaved: 'Category saved',
  categorySaveFailed: 'Failed to save the category. Please try again.',
  categoryNameTaken: 'A category with this name already exists',
  categoryNotFound: 'Category not found',
  slaHoursRange: 'The deadline must be a whole number of hours from 1 to 720',
  helpdeskSummaryFailed: 'Failed to load the summary. Please try again later.',
  // Refusals of the server (hd-server)
  ticketNotYours: 'This complaint belongs to another apartment.',
  ticketOfficeMove: 'Only the RWA office can make this change to a complaint.',
} as const;
