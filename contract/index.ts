/**
 * Every endpoint of the API, by name. The server must register a handler for each
 * (its route table is typed from this object) and the access test walks it.
 */
import * as assistant from './assistant/assistant';
import * as audit from './audit/audit';
import * as auth from './sign-in/auth';
import * as broadcasts from './notices/broadcasts';
import * as contact from './contact/contact';
import * as banquet from './bookings/banquet';
import * as bookings from './bookings/bookings';
import * as documents from './documents/documents';
import * as duesBilling from './dues/billing';
import * as duesCollection from './dues/collection';
import * as duesGateway from './dues/gateway';
import * as duesPayments from './dues/payments';
import * as duesStatements from './dues/statements';
import * as events from './events/events';
import * as eventAttendees from './events/attendees';
import * as csvExports from './exports/exports';
import * as gallery from './content/gallery';
import * as gate from './gate/gate';
import * as gateDesk from './gate/desk';
import * as visitors from './gate/visitors';
import * as sos from './gate/sos';
import * as overstay from './gate/overstay';
import * as estateLog from './gate/estate-log';
import * as standing from './gate/standing';
import * as vehicles from './vehicles/vehicles';
import * as golfCart from './golf-cart/golf-cart';
import * as health from './platform/health';
import * as helpdesk from './helpdesk/helpdesk';
import * as lostFound from './lost-found/lost-found';
import * as members from './register/members';
import * as menus from './content/menus';
import * as newsletters from './content/newsletters';
import * as parcels from './parcels/parcels';
import * as polls from './polls/polls';
import * as agms from './polls/agms';
import * as pollCount from './polls/results';
import * as requests from './requests/requests';
import * as notifications from './notices/notifications';
import * as push from './notices/push';
import * as tenders from './content/tenders';
import * as updates from './content/updates';
import * as uploads from './platform/uploads';

export const api = {
  health: health.health,
  livez: health.livez,
  readyz: health.readyz,
  apiDocument: health.apiDocument,
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
  sendContactMessage: contact.sendContactMessage,
  listContactMessages: contact.listContactMessages,
  markContactMessageHandled: contact.markContactMessageHandled,
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
  raiseSos: sos.raiseSos,
  getSos: sos.getSos,
  listGateSos: sos.listGateSos,
  acknowledgeSos: sos.acknowledgeSos,
  getGateSettings: overstay.getGateSettings,
  updateGateSettings: overstay.updateGateSettings,
  listEstatePasses: estateLog.listEstatePasses,
  listEstateWalkIns: estateLog.listEstateWalkIns,
  listStandingApprovals: standing.listStandingApprovals,
  createStandingApproval: standing.createStandingApproval,
  stopStandingApproval: standing.stopStandingApproval,
  recordStandingEntry: standing.recordStandingEntry,
  listVehicles: vehicles.listVehicles,
  registerVehicle: vehicles.registerVehicle,
  removeVehicle: vehicles.removeVehicle,
  listAllVehicles: vehicles.listAllVehicles,
  exportVehicles: vehicles.exportVehicles,
  recordVehicleEntry: vehicles.recordVehicleEntry,
  uploadAssistantPdfs: assistant.uploadAssistantPdfs,
  askAssistant: assistant.askAssistant,
  listAssistantFiles: assistant.listAssistantFiles,
  deleteAssistantFile: assistant.deleteAssistantFile,
  handOverQuestion: assistant.handOverQuestion,
  listUnansweredQuestions: assistant.listUnansweredQuestions,
  getAssistantSynonyms: assistant.getAssistantSynonyms,
  saveAssistantSynonyms: assistant.saveAssistantSynonyms,
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
  getDuesSettings: duesBilling.getDuesSettings,
  updateDuesSettings: duesBilling.updateDuesSettings,
  listChargeHeads: duesBilling.listChargeHeads,
  createChargeHead: duesBilling.createChargeHead,
  updateChargeHead: duesBilling.updateChargeHead,
  listDuesFlats: duesBilling.listDuesFlats,
  setFlatArea: duesBilling.setFlatArea,
  uploadFlatAreas: duesBilling.uploadFlatAreas,
  generateDuesInvoices: duesBilling.generateDuesInvoices,
  listInvoices: duesBilling.listInvoices,
  cancelInvoice: duesBilling.cancelInvoice,
  sendPaymentNotice: duesPayments.sendPaymentNotice,
  recordDeskPayment: duesPayments.recordDeskPayment,
  listPayments: duesPayments.listPayments,
  confirmPayment: duesPayments.confirmPayment,
  rejectPayment: duesPayments.rejectPayment,
  getReceipt: duesPayments.getReceipt,
  getMyDues: duesPayments.getMyDues,
  getFlatLedger: duesPayments.getFlatLedger,
  reversePayment: duesPayments.reversePayment,
  listBankFormats: duesStatements.listBankFormats,
  saveBankFormat: duesStatements.saveBankFormat,
  importBankStatement: duesStatements.importBankStatement,
  listBankStatements: duesStatements.listBankStatements,
  getBankStatement: duesStatements.getBankStatement,
  confirmStatementMatches: duesStatements.confirmStatementMatches,
  matchStatementRow: duesStatements.matchStatementRow,
  getDefaulters: duesCollection.getDefaulters,
  exportDefaulters: duesCollection.exportDefaulters,
  sendDuesReminders: duesCollection.sendDuesReminders,
  getDuesSummary: duesCollection.getDuesSummary,
  exportDuesSummary: duesCollection.exportDuesSummary,
  exportFlatLedger: duesCollection.exportFlatLedger,
  razorpayWebhook: duesGateway.razorpayWebhook,
  logParcel: parcels.logParcel,
  listDeskParcels: parcels.listDeskParcels,
  collectParcel: parcels.collectParcel,
  myParcels: parcels.myParcels,
  setParcelInstruction: parcels.setParcelInstruction,
  listOverdueParcels: parcels.listOverdueParcels,
  setParcelOverdueDays: parcels.setParcelOverdueDays,
  createPoll: polls.createPoll,
  updatePoll: polls.updatePoll,
  closePoll: polls.closePoll,
  pollTurnout: polls.pollTurnout,
  recordPaperVote: polls.recordPaperVote,
  listPolls: polls.listPolls,
  getPoll: polls.getPoll,
  castVote: polls.castVote,
  giveProxy: polls.giveProxy,
  pollResults: pollCount.pollResults,
  pollBulletin: pollCount.pollBulletin,
  pollResultsCsv: pollCount.pollResultsCsv,
  pollResultsPdf: pollCount.pollResultsPdf,
  createAgm: agms.createAgm,
  listAgms: agms.listAgms,
  getAgm: agms.getAgm,
  markAttendance: agms.markAttendance,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;

export * from './platform/endpoint';
export * from './messages';
export * from './platform/fields';
export * from './sign-in/auth';
export * from './bookings/bookings';
export * from './bookings/banquet';
export * from './platform/india-time';
export * from './golf-cart/golf-cart';
export * from './requests/lifecycle';
export * from './content/tenders';
export * from './platform/uploads';
export * from './content/menus';
export * from './content/gallery';
export * from './content/newsletters';
export * from './events/events';
export * from './content/updates';
export * from './lost-found/lost-found';
export * from './documents/documents';
export * from './notices/notifications';
export * from './notices/broadcasts';
export * from './requests/requests';
export * from './notices/push';
export * from './audit/audit';
export * from './gate/gate';
export * from './gate/desk';
export * from './gate/visitors';
export * from './gate/pass-token';
export * from './gate/sos';
export * from './gate/overstay';
export * from './gate/estate-log';
export * from './gate/standing';
export * from './vehicles/plates';
export * from './vehicles/vehicles';
export * from './helpdesk/helpdesk';
export * from './helpdesk/lifecycle';
export * from './helpdesk/sla';
export * from './exports/exports';
export * from './dues/billing';
export * from './dues/payments';
export * from './dues/money';
export * from './dues/periods';
export * from './dues/upi';
export * from './dues/statements';
export * from './dues/collection';
export * from './dues/gateway';
export * from './parcels/parcels';
