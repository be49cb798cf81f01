/** The helpdesk's write side and single-ticket read (issue 18), for the route table. */
import { helpdeskCategoryHandlers } from './category-handlers';
import { helpdeskTicketHandlers } from './ticket-handlers';

export const helpdeskHandlers = { ...helpdeskCategoryHandlers, ...helpdeskTicketHandlers };
