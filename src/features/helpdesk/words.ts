/** How the helpdesk pages name people and shorten text. */
import type { TicketComment } from '../../../contract/helpdesk';

/** Comments by the office are marked as the office's, whoever of it wrote them. */
export const OFFICE = 'RWA office';

export function authorOf(comment: Pick<TicketComment, 'author_name' | 'author_role'>): string {
  if (comment.author_role !== 'rwa') return comment.author_name;
  return comment.author_name ? `${comment.author_name} (${OFFICE})` : OFFICE;
}

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

/** "Waiting for resident", from the household's side. */
export const waitingWords = {
  label: 'Paused — waiting for you',
  explain: 'The office is waiting for your answer. Reply below and the clock starts again.',
} as const;
