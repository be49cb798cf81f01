/** Every URL of the app, built in one place (SPEC.md §2). */
export const paths = {
  home: '/',
  login: '/login',
  rwaLogin: '/rwa-login',
  about: '/about',
  contact: '/contact',
  tenders: '/tenders',
  gallery: '/gallery',
  events: '/events',
  eventCalendar: '/event-calendar',
  event: (eventId: string | number) => `/event/${eventId}`,
  newsletter: '/newsletter',
  lostAndFound: '/lost-and-found',
  askRwa: '/ask-rwa',
  restaurantMenu: '/restaurant-menu',
  facilities: (category?: 'sports' | 'banquet') =>
    category ? `/facilities?category=${category}` : '/facilities',
  booking: (facilityId: string | number) => `/booking/${facilityId}`,
  banquetHallBooking: '/banquet-hall-booking',
  golfCart: '/golf-cart',
  concierge: '/concierge',
  documents: '/documents',
  updates: '/updates',
  offlineData: '/offline-data',
  notifications: '/notifications',
  notificationSettings: '/notifications/settings',
  notice: (noticeId: string | number) => `/notices/${noticeId}`,
  myRequests: '/my-requests',
  /** The guard desk (issue 17): the one page a guard sees. */
  gate: '/gate',
  visitors: '/visitors',
  /** A resident's SOS (issue 34); `?id=` opens one raised earlier (the "On my way" notice). */
  sos: '/sos',
  /** The flat's vehicles (issue 34), which the gate knows by their plates. */
  vehicles: '/vehicles',
  /** The helpdesk (issue 18): the household's complaints, one ticket, and the report form. */
  helpdesk: '/helpdesk',
  helpdeskTicket: (ticketId: string | number) => `/helpdesk/${ticketId}`,
  /** The report form; `title` prefills it (Ask RWA's "Report it to the office"). */
  helpdeskReport: (title?: string) =>
    title ? `/helpdesk/new?title=${encodeURIComponent(title)}` : '/helpdesk/new',
  /** Maintenance dues (issue 33): what the flat owes, paying by UPI, "I have paid", receipts. */
  dues: '/dues',
  /** Parcels at the gate (issue 34): their collection codes and the flat's choice for each. */
  parcels: '/parcels',
  /** Polls (issue 36): open, upcoming and closed; one poll's ballot, results and bulletin. */
  polls: '/polls',
  poll: (pollId: string) => `/polls/${pollId}`,
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    restaurantMenu: '/admin/restaurant-menu',
    chatbot: '/admin/chatbot',
    gallery: '/admin/gallery',
    events: '/admin/events',
    newsletter: '/admin/newsletter',
    lostFound: '/admin/lost-found',
    tenders: '/admin/tenders',
    golfCart: '/admin/golf-cart',
    documents: '/admin/documents',
    broadcasts: '/admin/broadcasts',
    audit: '/admin/audit',
    visitors: '/admin/visitors',
    vehicles: '/admin/vehicles',
    helpdesk: '/admin/helpdesk',
    helpdeskTicket: (ticketId: string | number) => `/admin/helpdesk/${ticketId}`,
    dues: '/admin/dues',
    polls: '/admin/polls',
  },
} as const;

/** /login, remembering where the visitor was going; `role` picks the admin or the gate form. */
export function loginPath(options: { role?: 'RWA' | 'GUARD'; from?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.role) query.set('role', options.role);
  if (options.from) query.set('from', options.from);
  const search = query.toString();
  return search ? `${paths.login}?${search}` : paths.login;
}
