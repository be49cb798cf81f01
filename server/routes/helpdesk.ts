/** The helpdesk's write side and single-ticket read (issue 18), for the route table. */
import { helpdeskCategoryHandlers } from './helpdesk-categories';
import { helpdeskTicketHandlers } from './helpdesk-tickets';

export const helpdeskHandlers = { ...helpdeskCategoryHandlers, ...helpdeskTicketHandlers };
