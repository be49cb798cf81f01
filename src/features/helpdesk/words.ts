/** How the helpdesk pages name people and shorten text. */

/** The first line of a comment, for a card. */
export function firstLine(text: string): string {
  return text.trim().split('\n')[0] ?? '';
}

/** The household's moves on the ticket page. */
export const moveWords = {
  needsConnection: 'Reopening or closing needs a connection.',
  reopened: 'Reopened. The office will look at it again.',
  closed: 'Closed. Thank you for rating the work.',
  reopenWindow: 'You can reopen it within 7 days of it being resolved if the problem is back.',
  reopenReason: 'What is still wrong?',
} as const;

/** What the household is told after sending a comment: it goes through the outbox. */
export const commentWords = {
  online: 'Comment saved. It goes to the office now; the thread shows when it arrives.',
  offline: "Comment saved on this phone. It goes to the office when you're back online.",
} as const;

/** "Waiting for resident", from the household's side. */
export const waitingWords = {
  label: 'Paused — waiting for you',
  explain: 'The office is waiting for your answer. Reply below and the clock starts again.',
} as const;
