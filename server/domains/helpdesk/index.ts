/**
 * The helpdesk: residents' complaints as tickets with categories, priorities and deadlines that
 * run in working time, comments, the RWA's queue, and escalation when a ticket is overdue.
 */
import { helpdeskCategoryHandlers } from './category-handlers';
import { helpdeskListHandlers } from './list-handlers';
import { helpdeskTicketHandlers } from './ticket-handlers';

export const handlers = {
  ...helpdeskCategoryHandlers,
  ...helpdeskTicketHandlers,
  ...helpdeskListHandlers,
};
export { helpdeskOverduePlugin as plugin } from './overdue-job';
export { seedHelpdesk } from './seed';
/** Ask RWA files a question the office should answer as a ticket (issue 37). */
export { reportTicket } from './report';
