export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, or only a holder of a live admin session. */
export type Access = 'public' | 'admin';

/**
 * What the public pages show, in parts that change apart: a page is rendered again when a part it
 * shows has changed (see `content` below and the BFF's content versions).
 */
export const CONTENT_PARTS = [
  'contacts',
  'gallery',
  'packages',
  'fliers',
  'hajjRecord',
  'departures',
] as const;
export type ContentPart = (typeof CONTENT_PARTS)[number];

export interface Route {
  method: HttpMethod;
  /** Below /api; `:id` marks the one path parameter (a MongoDB ObjectId). */
  path: `/${string}`;
  access: Access;
  /** The part of the public content a read shows, or a write changes. */
  content?: ContentPart;
  /** A public read of someone's own data (through a private link): no cache may keep its answer. */
  personal?: true;
}

/**
 * Where each call of the API lives, and who may make it: spec §7's calls and the BFF's own. The one
 * place a path is written. No schema is imported here, so a browser bundle that only calls the API
 * carries none (see endpoints.ts for the whole description).
 */
export const routes = {
  health: { method: 'GET', path: '/health', access: 'public' },
  contentVersions: { method: 'GET', path: '/content-versions', access: 'public' },
  dashboardSummary: { method: 'GET', path: '/dashboard/summary', access: 'admin' },
  openApi: { method: 'GET', path: '/openapi.json', access: 'public' },
  media: { method: 'GET', path: '/media/:id', access: 'public' },
  login: { method: 'POST', path: '/users/login', access: 'public' },
  logout: { method: 'POST', path: '/users/logout', access: 'admin' },
  secondFactor: { method: 'GET', path: '/users/second-factor', access: 'admin' },
  setUpSecondFactor: { method: 'POST', path: '/users/second-factor/setup', access: 'admin' },
  confirmSecondFactor: { method: 'POST', path: '/users/second-factor/confirm', access: 'admin' },
  turnOffSecondFactor: { method: 'POST', path: '/users/second-factor/off', access: 'admin' },
  listContacts: { method: 'GET', path: '/messages/getallcontacts', access: 'public', content: 'contacts' },
  addContact: { method: 'POST', path: '/messages/addcontacts', access: 'admin', content: 'contacts' },
  deleteContact: { method: 'DELETE', path: '/messages/contacts/:id', access: 'admin', content: 'contacts' },
  listMessages: { method: 'GET', path: '/messages', access: 'admin' },
  sendMessage: { method: 'POST', path: '/messages', access: 'public' },
  markMessageResponded: { method: 'PATCH', path: '/messages/:id/respond', access: 'admin' },
  subscribe: { method: 'POST', path: '/newsletter', access: 'public' },
  listSubscribers: { method: 'GET', path: '/newsletter', access: 'admin' },
  exportSubscribers: { method: 'GET', path: '/newsletter/export', access: 'admin' },
  deleteSubscriber: { method: 'DELETE', path: '/newsletter/:id', access: 'admin' },
  listGalleryImages: { method: 'GET', path: '/gallery/images', access: 'public', content: 'gallery' },
  listGalleryVideos: { method: 'GET', path: '/gallery/videos', access: 'public', content: 'gallery' },
  uploadGallery: { method: 'POST', path: '/gallery', access: 'admin', content: 'gallery' },
  saveGalleryOrder: { method: 'POST', path: '/gallery/order', access: 'admin', content: 'gallery' },
  deleteGalleryItem: { method: 'DELETE', path: '/gallery/:id', access: 'admin', content: 'gallery' },
  listPackages: { method: 'GET', path: '/packages', access: 'public', content: 'packages' },
  getPackage: { method: 'GET', path: '/packages/:id', access: 'public', content: 'packages' },
  createPackage: { method: 'POST', path: '/packages', access: 'admin', content: 'packages' },
  updatePackage: { method: 'PUT', path: '/packages/:id', access: 'admin', content: 'packages' },
  deletePackage: { method: 'DELETE', path: '/packages/:id', access: 'admin', content: 'packages' },
  archivePackage: { method: 'POST', path: '/packages/:id/archive', access: 'admin', content: 'packages' },
  restorePackage: { method: 'POST', path: '/packages/:id/restore', access: 'admin', content: 'packages' },
  listOperatorPackages: { method: 'GET', path: '/admin/packages', access: 'admin' },
  getOperatorPackage: { method: 'GET', path: '/admin/packages/:id', access: 'admin' },
  getCurrentHajj: { method: 'GET', path: '/hajj/getcurrent', access: 'public', content: 'hajjRecord' },
  listFliers: { method: 'GET', path: '/hajj/getallimages', access: 'public', content: 'fliers' },
  uploadFliers: { method: 'POST', path: '/hajj/uploadimages', access: 'admin', content: 'fliers' },
  deleteFlier: { method: 'DELETE', path: '/hajj/deleteimage/:id', access: 'admin', content: 'fliers' },
  listDepartures: {
    method: 'GET',
    path: '/packages/:id/departures',
    access: 'public',
    content: 'departures',
  },
  listAllDepartures: { method: 'GET', path: '/departures', access: 'admin' },
  createDeparture: { method: 'POST', path: '/departures', access: 'admin', content: 'departures' },
  updateDeparture: { method: 'PUT', path: '/departures/:id', access: 'admin', content: 'departures' },
  deleteDeparture: { method: 'DELETE', path: '/departures/:id', access: 'admin', content: 'departures' },
  archiveDeparture: {
    method: 'POST',
    path: '/departures/:id/archive',
    access: 'admin',
    content: 'departures',
  },
  restoreDeparture: {
    method: 'POST',
    path: '/departures/:id/restore',
    access: 'admin',
    content: 'departures',
  },
  departureManifest: { method: 'GET', path: '/departures/:id/manifest', access: 'admin' },
  departureMoney: { method: 'GET', path: '/departures/:id/money', access: 'admin' },
  departureReadiness: { method: 'GET', path: '/departures/:id/readiness', access: 'admin' },
  getRooming: { method: 'GET', path: '/departures/:id/rooming', access: 'admin' },
  saveRooming: { method: 'PUT', path: '/departures/:id/rooming', access: 'admin' },
  exportRooming: { method: 'GET', path: '/departures/:id/rooming/export', access: 'admin' },
  moneyReport: { method: 'GET', path: '/reports/money', access: 'admin' },
  exportMoneyReport: { method: 'GET', path: '/reports/money/export', access: 'admin' },
  getTravelRules: { method: 'GET', path: '/travel-rules', access: 'admin' },
  saveTravelRules: { method: 'PUT', path: '/travel-rules', access: 'admin' },
  joinWaitlist: { method: 'POST', path: '/departures/:id/waitlist', access: 'public' },
  listWaitlist: { method: 'GET', path: '/departures/:id/waitlist', access: 'admin' },
  // A booking's seats change what package pages show: the BFF counts that change itself, as it does
  // for holds that expire.
  createBooking: { method: 'POST', path: '/bookings', access: 'public' },
  // Before `getBooking`: the router tries routes in this order, and `by-link` is no id.
  getBookingByLink: { method: 'GET', path: '/bookings/by-link', access: 'public', personal: true },
  findBooking: { method: 'POST', path: '/bookings/find', access: 'public' },
  createOperatorBooking: { method: 'POST', path: '/bookings/by-operator', access: 'admin' },
  listBookings: { method: 'GET', path: '/bookings', access: 'admin' },
  getBooking: { method: 'GET', path: '/bookings/:id', access: 'admin' },
  cancelBooking: { method: 'POST', path: '/bookings/:id/cancel', access: 'admin' },
  resendBookingLink: { method: 'POST', path: '/bookings/:id/link', access: 'admin' },
  reinstateBooking: { method: 'POST', path: '/bookings/:id/reinstate', access: 'admin' },
  changeBooking: { method: 'PUT', path: '/bookings/:id', access: 'admin' },
  moveBooking: { method: 'POST', path: '/bookings/:id/move', access: 'admin' },
  updateTraveller: { method: 'PUT', path: '/bookings/:id/travellers', access: 'admin' },
  setVisa: { method: 'PUT', path: '/bookings/:id/visa', access: 'admin' },
  uploadDocument: { method: 'POST', path: '/bookings/:id/documents', access: 'admin' },
  getDocument: { method: 'GET', path: '/documents/:id', access: 'admin' },
  adjustBookingPrice: { method: 'POST', path: '/bookings/:id/adjustments', access: 'admin' },
  recordPayment: { method: 'POST', path: '/payments', access: 'admin' },
  refundPayment: { method: 'POST', path: '/refunds', access: 'admin' },
  bookingReceipt: { method: 'GET', path: '/bookings/:id/receipt', access: 'admin' },
  bookingStatement: { method: 'GET', path: '/bookings/:id/statement', access: 'admin' },
  getProof: { method: 'GET', path: '/proofs/:id', access: 'admin' },
  checkProof: { method: 'POST', path: '/proofs/:id/check', access: 'admin' },
  refuseProof: { method: 'POST', path: '/proofs/:id/refuse', access: 'admin' },
  uploadProof: { method: 'POST', path: '/bookings/by-link/proofs', access: 'public', personal: true },
  getProofByLink: { method: 'GET', path: '/bookings/by-link/proofs/:id', access: 'public', personal: true },
  receiptByLink: { method: 'GET', path: '/bookings/by-link/receipt', access: 'public', personal: true },
  statementByLink: { method: 'GET', path: '/bookings/by-link/statement', access: 'public', personal: true },
  choosePlanByLink: { method: 'PUT', path: '/bookings/by-link/plan', access: 'public', personal: true },
  updateTravellerByLink: {
    method: 'PUT',
    path: '/bookings/by-link/travellers',
    access: 'public',
    personal: true,
  },
  uploadDocumentByLink: {
    method: 'POST',
    path: '/bookings/by-link/documents',
    access: 'public',
    personal: true,
  },
  getDocumentByLink: {
    method: 'GET',
    path: '/bookings/by-link/documents/:id',
    access: 'public',
    personal: true,
  },
  startCardPayment: { method: 'POST', path: '/bookings/by-link/card-payments', access: 'public' },
  verifyCardPayment: { method: 'POST', path: '/bookings/by-link/card-payments/verify', access: 'public' },
  redeemCardReturn: { method: 'POST', path: '/bookings/card-returns', access: 'public', personal: true },
  paystackWebhook: { method: 'POST', path: '/paystack/webhook', access: 'public' },
  whatsappWebhookHandshake: { method: 'GET', path: '/whatsapp/webhook', access: 'public' },
  whatsappWebhook: { method: 'POST', path: '/whatsapp/webhook', access: 'public' },
  stopChannel: { method: 'POST', path: '/notifications/stops', access: 'public' },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof routes;
