import { paths } from '../../lib/paths';

export interface AdminPage {
  path: string;
  title: string;
  /** One line on the dashboard tile: what the page is for. */
  summary: string;
}

/**
 * The nine admin pages of SPEC.md §2, in dashboard order, Golf Cart Requests (issue 3: a
 * resident asks for a cart so that someone sees it), Broadcasts (issue 14: notices to every
 * resident), the Audit Trail (issue 16), the Visitor log (issue 17), the Helpdesk (issue 18),
 * Maintenance Dues (issue 33), the Vehicle register (issue 34) and Polls (issue 36). The router takes titles from
 * here too.
 */
export const adminPages = [
  {
    path: paths.admin.users,
    title: 'User Management',
    summary: 'Residents and RWA admins: add, edit, roles, move-outs',
  },
  {
    path: paths.admin.restaurantMenu,
    title: 'Restaurant Menu Management',
    summary: 'Upload and manage menus',
  },
  {
    path: paths.admin.chatbot,
    title: 'Chatbot Documents',
    summary: 'PDFs the assistant answers from',
  },
  { path: paths.admin.gallery, title: 'Gallery Management', summary: 'Upload and remove photos' },
  { path: paths.admin.events, title: 'Event Management', summary: 'Create and manage events' },
  {
    path: paths.admin.newsletter,
    title: 'Newsletter Management',
    summary: 'Publish monthly newsletters',
  },
  {
    path: paths.admin.lostFound,
    title: 'Lost & Found Management',
    summary: 'Review, close and edit items',
  },
  { path: paths.admin.tenders, title: 'Tender Management', summary: 'Create and edit tenders' },
  { path: paths.admin.documents, title: 'Document Management', summary: 'Apartment documents' },
  {
    path: paths.admin.golfCart,
    title: 'Golf Cart Requests',
    summary: 'Rides residents have asked for',
  },
  {
    path: paths.admin.broadcasts,
    title: 'Broadcasts',
    summary: 'Notices to every resident, urgent ones pushed',
  },
  {
    path: paths.admin.audit,
    title: 'Audit Trail',
    summary: 'Who did what and when: admin acts and sign-ins',
  },
  {
    path: paths.admin.visitors,
    title: 'Visitor log',
    summary: 'Who came through the gate, for which flat; flags; guards on duty',
  },
  {
    path: paths.admin.vehicles,
    title: 'Vehicle register',
    summary: "Every flat's vehicles by plate, with the gate's last sighting; CSV",
  },
  {
    path: paths.admin.helpdesk,
    title: 'Helpdesk',
    summary: 'Complaints against their deadlines, overdue first; categories and deadlines',
  },
  {
    path: paths.admin.dues,
    title: 'Maintenance Dues',
    summary: 'Payments to check, invoices by period, charge heads, receipts and ledgers',
  },
  {
    path: paths.admin.polls,
    title: 'Polls',
    summary: 'Ask the estate: ballots, turnout, paper votes, close early, results and their CSV',
  },
] as const satisfies readonly AdminPage[];

/**
 * Residents' pages the RWA writes to as well (the Add Update form), tiled on the dashboard after
 * the admin pages: the admin bar has no other way to them. Not admin routes, so not in the router's list.
 */
export const sharedPages = [
  {
    path: paths.updates,
    title: 'Community Updates',
    summary: 'Post notices residents read',
  },
] as const satisfies readonly AdminPage[];
