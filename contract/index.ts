/**
 * Every endpoint of the API, by name. The server must register a handler for each
 * (its route table is typed from this object) and the access test walks it.
 */
import * as assistant from './assistant';
import * as audit from './audit';
import * as auth from './auth';
import * as broadcasts from './broadcasts';
import * as banquet from './banquet';
import * as bookings from './bookings';
import * as documents from './documents';
import * as events from './events';
import * as eventAttendees from './event-attendees';
import * as csvExports from './exports';
import * as gallery from './gallery';
import * as gate from './gate';
import * as gateDesk from './gate-desk';
import * as visitors from './visitors';
import * as golfCart from './golf-cart';
import * as health from './health';
import * as helpdesk from './helpdesk';
import * as lostFound from './lost-found';
import * as members from './members';
import * as menus from './menus';
import * as newsletters from './newsletters';
import * as requests from './requests';
import * as notifications from './notifications';
import * as push from './push';
import * as tenders from './tenders';
import * as updates from './updates';
import * as uploads from './uploads';

export const api = {
  health: health.health,
  livez: health.livez,
  readyz: health.readyz,
  generateOtp: auth.generateOtp,
  verifyOtp: auth.verifyOtp,
  rwaGenerateOtp: auth.rwaGenerateOtp,
  rwaVerifyOtp: auth.rwaVerifyOtp,
  me: auth.me,
  logout: auth.logout,
  signOutEverywhere: auth.signOutEverywhere,
  checkAvailability: bookings.checkAvailability,
  bookFacility: bookings.bookFacility,
  bookingsByUser: bookings.bookingsByUser,
  updateBookingStatus: bookings.updateBookingStatus,
  bookingSlots: bookings.bookingSlots,
  exportBookings: csvExports.exportBookings,
  bookBanquet: banquet.bookBanquet,
  requestGolfCart: golfCart.requestGolfCart,
  listGolfCartRequests: golfCart.listGolfCartRequests,
  updateGolfCartStatus: golfCart.updateGolfCartStatus,
  listTenders: tenders.listTenders,
  createTender: tenders.createTender,
  updateTender: tenders.updateTender,
  deleteTender: tenders.deleteTender,
  getFile: uploads.getFile,
  listMenus: menus.listMenus,
  uploadMenu: menus.uploadMenu,
  deleteMenu: menus.deleteMenu,
  listGallery: gallery.listGallery,
  uploadGalleryImage: gallery.uploadGalleryImage,
  deleteGalleryImage: gallery.deleteGalleryImage,
  listNewsletters: newsletters.listNewsletters,
  uploadNewsletter: newsletters.uploadNewsletter,
  deleteNewsletter: newsletters.deleteNewsletter,
  downloadNewsletter: newsletters.downloadNewsletter,
  listEvents: events.listEvents,
  getEvent: events.getEvent,
  createEvent: events.createEvent,
  registerForEvent: events.registerForEvent,
  cancelRegistration: events.cancelRegistration,
  deleteEvent: events.deleteEvent,
  updateEvent: eventAttendees.updateEvent,
  listEventRegistrations: eventAttendees.listEventRegistrations,
  exportEventRegistrations: eventAttendees.exportEventRegistrations,
  listUpdates: updates.listUpdates,
  createUpdate: updates.createUpdate,
  deleteUpdate: updates.deleteUpdate,
  createUser: members.createUser,
  updateUser: members.updateUser,
  createUsersBulk: members.createUsersBulk,
  listResidents: members.listResidents,
  editUser: members.editUser,
  removeUser: members.removeUser,
  setUserRole: members.setUserRole,
  signOutUser: members.signOutUser,
  unlockUser: members.unlockUser,
  exportResidents: csvExports.exportResidents,
  listAuditEvents: audit.listAuditEvents,
  exportAuditEvents: audit.exportAuditEvents,
  gateGenerateOtp: gate.gateGenerateOtp,
  gateVerifyOtp: gate.gateVerifyOtp,
  createGuard: gate.createGuard,
  deleteGuard: gate.deleteGuard,
  getDesk: gateDesk.getDesk,
  checkIn: gateDesk.checkIn,
  checkOut: gateDesk.checkOut,
  recordWalkIn: gateDesk.recordWalkIn,
  decideWalkIn: gateDesk.decideWalkIn,
  recordPhoneDecision: gateDesk.recordPhoneDecision,
  getWalkIn: gateDesk.getWalkIn,
  listWalkIns: gateDesk.listWalkIns,
  createPass: visitors.createPass,
  listPasses: visitors.listPasses,
  revokePass: visitors.revokePass,
  listVisits: visitors.listVisits,
  exportVisits: visitors.exportVisits,
  getAttendance: visitors.getAttendance,
  uploadAssistantPdfs: assistant.uploadAssistantPdfs,
  askAssistant: assistant.askAssistant,
  listAssistantFiles: assistant.listAssistantFiles,
  deleteAssistantFile: assistant.deleteAssistantFile,
  listLostFoundItems: lostFound.listLostFoundItems,
  reportLostFoundItem: lostFound.reportLostFoundItem,
  createLostFoundItem: lostFound.createLostFoundItem,
  uploadLostFoundImage: lostFound.uploadLostFoundImage,
  updateLostFoundItem: lostFound.updateLostFoundItem,
  updateLostFoundStatus: lostFound.updateLostFoundStatus,
  deleteLostFoundItem: lostFound.deleteLostFoundItem,
  uploadDocument: documents.uploadDocument,
  listApartmentDocuments: documents.listApartmentDocuments,
  myApartmentDocuments: documents.myApartmentDocuments,
  deleteDocument: documents.deleteDocument,
  openDocumentLink: documents.openDocumentLink,
  listNotifications: notifications.listNotifications,
  markNotificationsRead: notifications.markNotificationsRead,
  getNotificationPreferences: notifications.getNotificationPreferences,
  updateNotificationPreferences: notifications.updateNotificationPreferences,
  sendBroadcast: broadcasts.sendBroadcast,
  listBroadcasts: broadcasts.listBroadcasts,
  getBroadcast: broadcasts.getBroadcast,
  acknowledgeBroadcast: broadcasts.acknowledgeBroadcast,
  myRequests: requests.myRequests,
  openRequests: requests.openRequests,
  getPushPublicKey: push.getPushPublicKey,
  subscribePush: push.subscribePush,
  unsubscribePush: push.unsubscribePush,
  listHelpdeskCategories: helpdesk.listHelpdeskCategories,
  createHelpdeskCategory: helpdesk.createHelpdeskCategory,
  updateHelpdeskCategory: helpdesk.updateHelpdeskCategory,
  reportTicket: helpdesk.reportTicket,
  listTickets: helpdesk.listTickets,
  exportTickets: helpdesk.exportTickets,
  getTicket: helpdesk.getTicket,
  moveTicket: helpdesk.moveTicket,
  setTicketPriority: helpdesk.setTicketPriority,
  commentOnTicket: helpdesk.commentOnTicket,
  getHelpdeskSummary: helpdesk.getHelpdeskSummary,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;

export * from './endpoint';
export * from './messages';
export * from './fields';
export * from './auth';
export * from './bookings';
export * from './banquet';
export * from './india-time';
export * from './golf-cart';
export * from './request-lifecycle';
export * from './tenders';
export * from './uploads';
export * from './menus';
export * from './gallery';
export * from './newsletters';
export * from './events';
export * from './updates';
export * from './lost-found';
export * from './documents';
export * from './notifications';
export * from './broadcasts';
export * from './requests';
export * from './push';
export * from './audit';
export * from './gate';
export * from './gate-desk';
export * from './visitors';
export * from './pass-token';
export * from './helpdesk';
export * from './helpdesk-lifecycle';
export * from './helpdesk-sla';
export * from './exports';
