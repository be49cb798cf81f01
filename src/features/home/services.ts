import { paths } from '../../lib/paths';

export type ServiceIcon =
  | 'sports'
  | 'banquet'
  | 'cart'
  | 'concierge'
  | 'documents'
  | 'newsletter'
  | 'calendar'
  | 'gallery'
  | 'ask'
  | 'lost'
  | 'menu'
  | 'requests'
  | 'visitors'
  | 'helpdesk'
  | 'dues';

export interface Service {
  to: string;
  title: string;
  description: string;
  icon: ServiceIcon;
}

/**
 * The home page's service tiles, in the order of SPEC.md §2, then ours (My Requests, issue 14;
 * Visitors, issue 17; Helpdesk, issue 18; Maintenance Dues, issue 33).
 */
export const services: readonly Service[] = [
  {
    to: paths.facilities('sports'),
    title: 'Sports Facilities',
    description: "Book courts and see today's free slots",
    icon: 'sports',
  },
  {
    to: paths.banquetHallBooking,
    title: 'Banquet Hall',
    description: 'Host a celebration for up to 200 guests',
    icon: 'banquet',
  },
  {
    to: paths.golfCart,
    title: 'Golf Cart Service',
    description: 'Request a ride around the estate',
    icon: 'cart',
  },
  {
    to: paths.concierge,
    title: 'Concierge Services',
    description: 'Housekeeping, parcels, visitors and help 24/7',
    icon: 'concierge',
  },
  {
    to: paths.documents,
    title: 'View Documents',
    description: "Your apartment's papers in one place",
    icon: 'documents',
  },
  {
    to: paths.newsletter,
    title: 'Newsletter',
    description: 'Monthly community newsletter',
    icon: 'newsletter',
  },
  {
    to: paths.eventCalendar,
    title: 'Event Calendar',
    description: "What's on in the estate this month",
    icon: 'calendar',
  },
  { to: paths.gallery, title: 'Gallery', description: 'Photos from estate life', icon: 'gallery' },
  {
    to: paths.askRwa,
    title: 'Ask RWA',
    description: 'Questions about society rules, answered',
    icon: 'ask',
  },
  {
    to: paths.lostAndFound,
    title: 'Lost & Found',
    description: 'Report or find a lost item',
    icon: 'lost',
  },
  {
    to: paths.restaurantMenu,
    title: 'Restaurant Menu',
    description: "The clubhouse kitchen's menu and specials",
    icon: 'menu',
  },
  {
    to: paths.myRequests,
    title: 'My Requests',
    description: 'Your rides and bookings, and what the RWA said',
    icon: 'requests',
  },
  {
    to: paths.visitors,
    title: 'Visitors',
    description: 'Gate passes for guests, cabs and daily help',
    icon: 'visitors',
  },
  {
    to: paths.helpdesk,
    title: 'Helpdesk',
    description: 'Report a problem',
    icon: 'helpdesk',
  },
  {
    to: paths.dues,
    title: 'Maintenance Dues',
    description: 'What your flat owes, pay by UPI, receipts',
    icon: 'dues',
  },
];
