/**
 * Every route of SPEC.md §2 with its access rule. Pages load lazily, so the first screen
 * downloads only what it shows; guards are layout routes around the pages they protect.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { adminPages } from '../features/admin/admin-pages';
import { paths } from '../lib/paths';
import { PageSkeleton } from '../ui/page-skeleton';
import { ErrorPage } from './error-page';
import { KeepGuardAtGate, RequireGuard, RequireLogin, RequireRwa } from './guards';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { RwaLoginRedirect } from './rwa-login-redirect';
import type { RouteHandle } from './route-handle';
import { facilitiesTitle } from '../features/facilities/facility-category';
import { loginTitle, notificationTitles } from './route-titles';

type Lazy = LazyRouteFunction<RouteObject>;

/** A route module with a default-exported page. */
const page =
  (load: () => Promise<{ default: ComponentType }>): Lazy =>
  async () => ({ Component: (await load()).default });

function route(path: string, title: RouteHandle['title'], lazy: Lazy): RouteObject {
  const handle: RouteHandle = { title };
  return { path, lazy, handle };
}

const loginRequired: RouteObject[] = [
  route(
    paths.gallery,
    'Gallery',
    page(() => import('../features/gallery/gallery-page')),
  ),
  route(
    paths.events,
    'Events',
    page(() => import('../features/events/events-page')),
  ),
  route(
    paths.eventCalendar,
    'Event Calendar',
    page(() => import('../features/events/event-calendar-page')),
  ),
  route(
    paths.event(':eventId'),
    'Event Details',
    page(() => import('../features/events/event-page')),
  ),
  route(
    paths.newsletter,
    'Newsletter',
    page(() => import('../features/newsletter/newsletter-page')),
  ),
  route(
    paths.lostAndFound,
    'Lost & Found',
    page(() => import('../features/lost-and-found/lost-and-found-page')),
  ),
  route(
    paths.askRwa,
    'Ask RWA',
    page(() => import('../features/ask-rwa/ask-rwa-page')),
  ),
  route(
    paths.restaurantMenu,
    'Restaurant Menu',
    page(() => import('../features/restaurant-menu/restaurant-menu-page')),
  ),
  route(
    paths.facilities(),
    facilitiesTitle,
    page(() => import('../features/facilities/facilities-page')),
  ),
  route(
    paths.booking(':facilityId'),
    'Book Facility',
    page(() => import('../features/facilities/booking-page')),
  ),
  route(
    paths.banquetHallBooking,
    'Banquet Hall Booking',
    page(() => import('../features/banquet/banquet-page')),
  ),
  route(
    paths.golfCart,
    'Golf Cart Service',
    page(() => import('../features/golf-cart/golf-cart-page')),
  ),
  route(
    paths.concierge,
    'Concierge Services',
    page(() => import('../features/concierge/concierge-page')),
  ),
  route(
    paths.documents,
    'My Documents',
    page(() => import('../features/documents/documents-page')),
  ),
  route(
    paths.myRequests,
    'My Requests',
    page(() => import('../features/my-requests/my-requests-page')),
  ),
  route(
    paths.visitors,
    'Visitors',
    page(() => import('../features/visitors/visitors-page')),
  ),
  route(
    paths.sos,
    'SOS',
    page(() => import('../features/sos/sos-page')),
  ),
  route(
    paths.vehicles,
    'Vehicles',
    page(() => import('../features/vehicles/vehicles-page')),
  ),
  route(
    paths.helpdesk,
    'Helpdesk',
    page(() => import('../features/helpdesk/helpdesk-page')),
  ),
  route(
    paths.helpdeskReport(),
    'Report a problem',
    page(() => import('../features/helpdesk/report-page')),
  ),
  // A notice's link (`/helpdesk/<id>`) opens here; '/helpdesk/new' above wins over ':ticketId'.
  route(
    paths.helpdeskTicket(':ticketId'),
    'Complaint',
    page(() => import('../features/helpdesk/ticket-page')),
  ),
  route(
    paths.dues,
    'Maintenance Dues',
    page(() => import('../features/dues/dues-page')),
  ),
  route(
    paths.parcels,
    'Parcels',
    page(() => import('../features/parcels/parcels-page')),
  ),
  route(
    paths.polls,
    'Polls',
    page(() => import('../features/polls/polls-page')),
  ),
  route(
    paths.poll(':pollId'),
    'Poll',
    page(() => import('../features/polls/poll-page')),
  ),
  route(
    paths.updates,
    'Community Updates',
    page(() => import('../features/updates/updates-page')),
  ),
  route(
    paths.notifications,
    notificationTitles.inbox,
    page(() => import('../features/notifications/notifications-page')),
  ),
  route(
    paths.notificationSettings,
    notificationTitles.settings,
    page(() => import('../features/notifications/notification-settings-page')),
  ),
  route(
    paths.notice(':noticeId'),
    notificationTitles.notice,
    page(() => import('../features/notifications/notice-page')),
  ),
];

/** The page behind each tile of the admin dashboard (admin-pages.ts). */
const adminPageModules: Record<string, Lazy> = {
  [paths.admin.tenders]: page(() => import('../features/tenders/admin-tenders-page')),
  [paths.admin.golfCart]: page(() => import('../features/admin-golf-cart/admin-golf-cart-page')),
  [paths.admin.broadcasts]: page(
    () => import('../features/admin-broadcasts/admin-broadcasts-page'),
  ),
  [paths.admin.events]: page(() => import('../features/admin-events/admin-events-page')),
  [paths.admin.newsletter]: page(
    () => import('../features/admin-newsletter/admin-newsletter-page'),
  ),
  [paths.admin.restaurantMenu]: page(
    () => import('../features/admin-restaurant-menu/admin-restaurant-menu-page'),
  ),
  [paths.admin.gallery]: page(() => import('../features/admin-gallery/admin-gallery-page')),
  [paths.admin.lostFound]: page(() => import('../features/admin-lost-found/admin-lost-found-page')),
  [paths.admin.documents]: page(() => import('../features/admin-documents/admin-documents-page')),
  [paths.admin.users]: page(() => import('../features/admin-users/admin-users-page')),
  [paths.admin.chatbot]: page(() => import('../features/admin-chatbot/admin-chatbot-page')),
  [paths.admin.audit]: page(() => import('../features/admin-audit/admin-audit-page')),
  [paths.admin.visitors]: page(() => import('../features/admin-visitors/admin-visitors-page')),
  [paths.admin.vehicles]: page(() => import('../features/admin-vehicles/admin-vehicles-page')),
  [paths.admin.helpdesk]: page(() => import('../features/admin-helpdesk/admin-helpdesk-page')),
  [paths.admin.dues]: page(() => import('../features/admin-dues/admin-dues-page')),
  [paths.admin.polls]: page(() => import('../features/admin-polls/admin-polls-page')),
};

const rwaOnly: RouteObject[] = [
  route(
    paths.admin.dashboard,
    'Admin Dashboard',
    page(() => import('../features/admin/admin-dashboard-page')),
  ),
  ...adminPages.map((admin) => {
    const lazy = adminPageModules[admin.path];
    // A tile without a page is a mistake in this file, not something to show a visitor.
    if (!lazy) throw new Error(`No page for the admin tile ${admin.path}`);
    return route(admin.path, admin.title, lazy);
  }),
  // One complaint, where the office's notices about it lead.
  route(
    paths.admin.helpdeskTicket(':id'),
    'Complaint',
    page(() => import('../features/admin-helpdesk/admin-ticket-page')),
  ),
  {
    path: `${paths.admin.dashboard}/*`,
    element: <NotFoundPage />,
    handle: { title: 'Page not found' },
  },
];

/** The gate desk (issue 17), the one page of a guard. */
const guardOnly: RouteObject[] = [
  route(
    paths.gate,
    'Gate desk',
    page(() => import('../features/gate/gate-desk-page')),
  ),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: () => <PageSkeleton label="Loading Gatehouse…" />,
    children: [
      {
        // Inside the layout too, so a broken page keeps the navigation around it.
        errorElement: <ErrorPage />,
        element: <KeepGuardAtGate />,
        children: [
          route(
            paths.home,
            'Home',
            page(() => import('../features/home/home-page')),
          ),
          route(
            paths.about,
            'About Us',
            page(() => import('../features/about/about-page')),
          ),
          route(
            paths.contact,
            'Contact Us',
            page(() => import('../features/contact/contact-page')),
          ),
          route(
            paths.tenders,
            'Tenders',
            page(() => import('../features/tenders/tenders-page')),
          ),
          route(
            paths.login,
            loginTitle,
            page(() => import('../features/auth/login-page')),
          ),
          { path: paths.rwaLogin, element: <RwaLoginRedirect /> },
          route(
            paths.offlineData,
            'Offline Data',
            page(() => import('../features/offline-data/offline-data-page')),
          ),
          { element: <RequireLogin />, children: loginRequired },
          { element: <RequireRwa />, children: rwaOnly },
          { element: <RequireGuard />, children: guardOnly },
          { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
