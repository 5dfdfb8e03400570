import type { z } from 'zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  recoveryCodesSchema,
  secondFactorCodeSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from './auth';
import {
  acknowledgedSchema,
  bookingByLinkQuerySchema,
  bookingCreatedSchema,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingPageSchema,
  bookingSchema,
  bookingViewSchema,
  departureInputSchema,
  departureListQuerySchema,
  departureListSchema,
  departurePageSchema,
  departureSchema,
  departureUpdateSchema,
  findBookingSchema,
  receiptByLinkQuerySchema,
  waitlistInputSchema,
  waitlistSchema,
} from './booking';
import { deletedResponseSchema } from './common';
import { contactInputSchema, contactListQuerySchema, contactListSchema, contactSchema } from './contact';
import { contentVersionsSchema } from './content';
import { dashboardSummarySchema } from './dashboard';
import { healthResponseSchema } from './health';
import {
  flierListSchema,
  flierUploadSchema,
  galleryListSchema,
  galleryOrderSchema,
  galleryUploadSchema,
  mediaQuerySchema,
} from './media';
import {
  messageInputSchema,
  messageListQuerySchema,
  messageListSchema,
  messagePageSchema,
  messageSchema,
} from './message';
import { moneyReportQuerySchema, moneyReportSchema } from './money-report';
import {
  newsletterInputSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriberPageSchema,
  subscriberSchema,
} from './newsletter';
import { channelStopSchema, whatsAppHandshakeSchema } from './notification';
import { bookingChangeSchema, bookingMoveSchema, operatorBookingInputSchema } from './operator-booking';
import {
  hajjCurrentSchema,
  operatorPackageListQuerySchema,
  packageInputSchema,
  packageListQuerySchema,
  packageListSchema,
  packagePageSchema,
  packageSchema,
} from './package';
import {
  adjustmentInputSchema,
  cardPaymentInputSchema,
  cardPaymentStartedSchema,
  cardReturnedSchema,
  cardReturnSchema,
  cardVerificationSchema,
  paymentInputSchema,
  proofRefusalSchema,
  receiptQuerySchema,
  refundInputSchema,
} from './payment';
import { planChoiceSchema } from './payment-plan';
import { readinessBoardSchema, travelRulesByKindSchema } from './readiness';
import { roomingInputSchema, roomingSchema } from './rooming';
import { type EndpointName, type Route, routes } from './routes';
import {
  adminDocumentUploadQuerySchema,
  documentByLinkQuerySchema,
  documentUploadQuerySchema,
  travellerDetailsSchema,
  visaInputSchema,
} from './traveller';

/** A multipart/form-data body, described by hand (files are not zod values). */
export interface MultipartBody {
  fields: Record<string, { type: 'string'; description: string }>;
  files: Record<string, string>;
}

/** A route with all a client, a server and a document need to know of it. */
export interface Endpoint extends Route {
  summary: string;
  /** The query string's parameters. */
  query?: z.ZodType;
  /** A JSON request body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body (an upload streamed to storage): instead of the JSON body, or beside
   * it when the endpoint takes either.
   */
  multipart?: MultipartBody;
  /** The status of a successful answer. */
  status: 200 | 201 | 204;
  /** The answer; undefined for a file or no content. */
  answer?: z.ZodType;
  /**
   * A list's answer when its query asks for a page (`page`, see list-page.ts): one page of it. Without
   * it, the list answers `answer`, whole, as spec §7 has it.
   */
  pageAnswer?: z.ZodType;
  /** Statuses this call may answer besides those every call of its kind may (see `errorStatuses`). */
  errors: readonly number[];
}

const UPLOAD_ERRORS = [413, 415] as const;

const DOCUMENT_FILE = 'A picture (JPEG, PNG, WebP) or a PDF, up to 10 MB';

/**
 * Every route with its request and answer schemas and the statuses it may answer. The BFF serves
 * exactly these, guarded as their routes declare; the OpenAPI document, the client's answer checks
 * and the access tests are built from this table.
 */
export const endpoints = {
  health: {
    ...routes.health,
    summary: 'Whether the BFF and MongoDB answer; with an admin token, the enquiry mails’ outbox too',
    status: 200,
    answer: healthResponseSchema,
    errors: [],
  },
  contentVersions: {
    ...routes.contentVersions,
    summary: 'How many times each part of the public content has changed, for the shells’ page caches',
    status: 200,
    answer: contentVersionsSchema,
    errors: [],
  },
  dashboardSummary: {
    ...routes.dashboardSummary,
    summary: 'What needs doing: unresponded enquiries, the oldest one, this week’s enquiries and subscribers',
    status: 200,
    answer: dashboardSummarySchema,
    errors: [],
  },
  openApi: {
    ...routes.openApi,
    summary: 'This document',
    status: 200,
    errors: [],
  },
  media: {
    ...routes.media,
    summary:
      'A stored picture or video (ETag, immutable caching, byte ranges); `w` and `f` choose a picture’s width and format, `preview` its 1200×630 link-preview crop',
    query: mediaQuerySchema,
    status: 200,
    errors: [416],
  },
  login: {
    ...routes.login,
    summary: 'Admin login: answers a bearer token for a new session',
    body: loginRequestSchema,
    status: 200,
    answer: loginResponseSchema,
    // 401 with `secondFactor: 'required'`: the password was right, the code is missing or wrong;
    // 403: ADMIN_TOTP_REQUIRED, and no second factor is set up.
    errors: [401, 403, 429],
  },
  logout: {
    ...routes.logout,
    summary: 'Ends the session of the token sent: it is refused from then on',
    status: 204,
    errors: [],
  },
  secondFactor: {
    ...routes.secondFactor,
    summary:
      'Whether the admin account has a second factor (TOTP), whether it is required, recovery codes left',
    status: 200,
    answer: secondFactorStatusSchema,
    errors: [],
  },
  setUpSecondFactor: {
    ...routes.setUpSecondFactor,
    summary:
      'Starts setting up an authenticator app: a new secret and its QR code, on once a code is confirmed',
    status: 200,
    answer: secondFactorSetupSchema,
    errors: [409],
  },
  confirmSecondFactor: {
    ...routes.confirmSecondFactor,
    summary:
      'Turns the second factor on with a code of the app being set up; answers the recovery codes, once',
    body: secondFactorCodeSchema,
    status: 200,
    answer: recoveryCodesSchema,
    errors: [409],
  },
  turnOffSecondFactor: {
    ...routes.turnOffSecondFactor,
    summary: 'Turns the second factor off with a code of the app or a recovery code (counted as a login)',
    body: secondFactorCodeSchema,
    status: 204,
    errors: [409, 429],
  },
  listContacts: {
    ...routes.listContacts,
    summary: 'Contact entries (footer, admin list), never paginated; `search` narrows them',
    query: contactListQuerySchema,
    status: 200,
    answer: contactListSchema,
    errors: [],
  },
  addContact: {
    ...routes.addContact,
    summary: 'Adds a contact entry',
    body: contactInputSchema,
    status: 201,
    answer: contactSchema,
    errors: [],
  },
  deleteContact: {
    ...routes.deleteContact,
    summary: 'Removes a contact entry',
    status: 200,
    answer: deletedResponseSchema,
    errors: [],
  },
  listMessages: {
    ...routes.listMessages,
    summary: 'Enquiry messages, newest first, searched and filtered; one page of them with `page`',
    query: messageListQuerySchema,
    status: 200,
    answer: messageListSchema,
    pageAnswer: messagePageSchema,
    errors: [],
  },
  sendMessage: {
    ...routes.sendMessage,
    summary: 'Sends an enquiry (rate limited; honeypot `website`)',
    body: messageInputSchema,
    status: 201,
    answer: messageSchema,
    errors: [429],
  },
  markMessageResponded: {
    ...routes.markMessageResponded,
    summary: 'Marks a message Responded (one way, repeatable)',
    status: 200,
    answer: messageSchema,
    errors: [],
  },
  subscribe: {
    ...routes.subscribe,
    summary: 'Subscribes an e-mail address (409 when already subscribed)',
    body: newsletterInputSchema,
    status: 201,
    answer: subscriberSchema,
    errors: [409, 429],
  },
  listSubscribers: {
    ...routes.listSubscribers,
    summary: 'Newsletter subscribers, newest first, searched and filtered; one page of them with `page`',
    query: subscriberListQuerySchema,
    status: 200,
    answer: subscriberListSchema,
    pageAnswer: subscriberPageSchema,
    errors: [],
  },
  exportSubscribers: {
    ...routes.exportSubscribers,
    summary:
      'Every subscriber as CSV, newest first (`newsletter_subscribers.csv`: Email, Date Added), streamed; a value a spreadsheet would run as a formula starts with an apostrophe',
    status: 200,
    errors: [],
  },
  deleteSubscriber: {
    ...routes.deleteSubscriber,
    summary: 'Removes a subscriber',
    status: 200,
    answer: deletedResponseSchema,
    errors: [],
  },
  listGalleryImages: {
    ...routes.listGalleryImages,
    summary: 'Gallery pictures by order',
    status: 200,
    answer: galleryListSchema,
    errors: [],
  },
  listGalleryVideos: {
    ...routes.listGalleryVideos,
    summary: 'Gallery videos by order',
    status: 200,
    answer: galleryListSchema,
    errors: [],
  },
  uploadGallery: {
    ...routes.uploadGallery,
    summary:
      'Uploads pictures and videos, placed after the last item: multipart (streamed), or JSON `files` of inline data as spec §7 writes it',
    body: galleryUploadSchema,
    multipart: {
      fields: {},
      files: {
        files: 'Pictures (10 MB each) and videos (100 MB each); any part name but `poster`',
        poster: 'The poster picture of the file part just before it',
      },
    },
    status: 201,
    answer: galleryListSchema,
    errors: UPLOAD_ERRORS,
  },
  saveGalleryOrder: {
    ...routes.saveGalleryOrder,
    summary: 'Saves a new order (every id must exist)',
    body: galleryOrderSchema,
    status: 200,
    answer: galleryListSchema,
    errors: [404],
  },
  deleteGalleryItem: {
    ...routes.deleteGalleryItem,
    summary: 'Removes a gallery item and its files',
    status: 200,
    answer: deletedResponseSchema,
    errors: [],
  },
  listPackages: {
    ...routes.listPackages,
    summary: 'Packages, newest first; searched, and one page of them with `page`, for the admin',
    query: packageListQuerySchema,
    status: 200,
    answer: packageListSchema,
    pageAnswer: packagePageSchema,
    errors: [],
  },
  getPackage: {
    ...routes.getPackage,
    summary: 'One package',
    status: 200,
    answer: packageSchema,
    errors: [],
  },
  createPackage: {
    ...routes.createPackage,
    summary: 'Creates a package (pictures as data: URLs)',
    body: packageInputSchema,
    status: 201,
    answer: packageSchema,
    errors: UPLOAD_ERRORS,
  },
  updatePackage: {
    ...routes.updatePackage,
    summary: 'Replaces a package (kept pictures as their /api/media URLs, new ones as data: URLs)',
    body: packageInputSchema,
    status: 200,
    answer: packageSchema,
    errors: UPLOAD_ERRORS,
  },
  deletePackage: {
    ...routes.deletePackage,
    summary:
      'Removes a package, its pictures and its departures, while none of them was ever booked (409: archive it instead)',
    status: 200,
    answer: deletedResponseSchema,
    errors: [409],
  },
  archivePackage: {
    ...routes.archivePackage,
    summary:
      'Archives a package: hidden from the public with its departures (lists, page, sitemap, search), its bookings kept',
    status: 200,
    answer: packageSchema,
    errors: [],
  },
  restorePackage: {
    ...routes.restorePackage,
    summary: 'Shows an archived package to the public again',
    status: 200,
    answer: packageSchema,
    errors: [],
  },
  listOperatorPackages: {
    ...routes.listOperatorPackages,
    summary:
      'The operator’s packages, newest first, archived ones with `archived=show`, each saying whether it was ever booked; searched, one page with `page`',
    query: operatorPackageListQuerySchema,
    status: 200,
    answer: packageListSchema,
    pageAnswer: packagePageSchema,
    errors: [],
  },
  getOperatorPackage: {
    ...routes.getOperatorPackage,
    summary: 'One package for the operator, archived or not',
    status: 200,
    answer: packageSchema,
    errors: [],
  },
  getCurrentHajj: {
    ...routes.getCurrentHajj,
    summary: 'The current Hajj record (0 and 0 when none)',
    status: 200,
    answer: hajjCurrentSchema,
    errors: [],
  },
  listFliers: {
    ...routes.listFliers,
    summary: 'Fliers',
    status: 200,
    answer: flierListSchema,
    errors: [],
  },
  uploadFliers: {
    ...routes.uploadFliers,
    summary: 'Uploads fliers, JPEG or PNG up to 10 MB each (as data: URLs)',
    body: flierUploadSchema,
    status: 201,
    answer: flierListSchema,
    errors: UPLOAD_ERRORS,
  },
  deleteFlier: {
    ...routes.deleteFlier,
    summary: 'Removes a flier and its file',
    status: 200,
    answer: deletedResponseSchema,
    errors: [],
  },
  listDepartures: {
    ...routes.listDepartures,
    summary: 'The package’s departures still to leave and taking bookings, soonest first, with seats left',
    status: 200,
    answer: departureListSchema,
    errors: [],
  },
  listAllDepartures: {
    ...routes.listAllDepartures,
    summary:
      'Every departure of every package (or of `packageId`), open and closed, soonest first, with seats booked and left, archived ones with `archived=show`; one page of them with `page`',
    query: departureListQuerySchema,
    status: 200,
    answer: departureListSchema,
    pageAnswer: departurePageSchema,
    errors: [],
  },
  createDeparture: {
    ...routes.createDeparture,
    summary: 'Adds a departure to a package: dates, seats, room prices per person and the deposit',
    body: departureInputSchema,
    status: 201,
    answer: departureSchema,
    errors: [404],
  },
  updateDeparture: {
    ...routes.updateDeparture,
    summary: 'Edits a departure, or closes it to bookings; never below the seats already booked',
    body: departureUpdateSchema,
    status: 200,
    answer: departureSchema,
    errors: [409],
  },
  deleteDeparture: {
    ...routes.deleteDeparture,
    summary: 'Removes a departure no one ever booked (409: archive it instead)',
    status: 200,
    answer: deletedResponseSchema,
    errors: [409],
  },
  archiveDeparture: {
    ...routes.archiveDeparture,
    summary: 'Archives a departure: hidden from the public and taking no bookings, its bookings kept',
    status: 200,
    answer: departureSchema,
    errors: [],
  },
  restoreDeparture: {
    ...routes.restoreDeparture,
    summary: 'Shows an archived departure to the public again',
    status: 200,
    answer: departureSchema,
    errors: [],
  },
  departureManifest: {
    ...routes.departureManifest,
    summary:
      'The departure’s travellers as CSV, one row each for visas and the airline (name as in passport, sex, date of birth, nationality, passport number, issue and expiry, contact phone, room type and number, visa); no money; each export is logged',
    status: 200,
    errors: [],
  },
  departureMoney: {
    ...routes.departureMoney,
    summary:
      'The departure’s bookings as CSV, one row each: price, paid, balance and its due date (a sum counts each booking once)',
    status: 200,
    errors: [],
  },
  departureReadiness: {
    ...routes.departureReadiness,
    summary:
      'Every traveller holding a seat with their booking’s money, details, documents, visa and room: what is missing, and who is ready to fly',
    status: 200,
    answer: readinessBoardSchema,
    errors: [],
  },
  getRooming: {
    ...routes.getRooming,
    summary: 'The departure’s rooming list, and its travellers to place',
    status: 200,
    answer: roomingSchema,
    errors: [],
  },
  saveRooming: {
    ...routes.saveRooming,
    summary:
      'Saves the rooming list whole: each room’s number and travellers, within the beds of the room type they paid for',
    body: roomingInputSchema,
    status: 200,
    answer: roomingSchema,
    errors: [409],
  },
  exportRooming: {
    ...routes.exportRooming,
    summary: 'The rooming list as CSV, room by room',
    status: 200,
    errors: [],
  },
  moneyReport: {
    ...routes.moneyReport,
    summary:
      'The money of one departure’s bookings (`departureId`), or of the bookings made between two Lagos days (`from`, `to`, both included), per departure and in total: bookings by status, price sold, received by method, refunded, outstanding, overdue and to refund, in whole naira',
    query: moneyReportQuerySchema,
    status: 200,
    answer: moneyReportSchema,
    errors: [404],
  },
  exportMoneyReport: {
    ...routes.exportMoneyReport,
    summary:
      'The money report as CSV for the accountant: a row per departure, then the total’s (asked as `moneyReport` is)',
    query: moneyReportQuerySchema,
    status: 200,
    errors: [404],
  },
  getTravelRules: {
    ...routes.getTravelRules,
    summary:
      'The rules of travel per kind of trip (passport validity after the return, vaccinations and how long before departure)',
    status: 200,
    answer: travelRulesByKindSchema,
    errors: [],
  },
  saveTravelRules: {
    ...routes.saveTravelRules,
    summary:
      'Changes the rules of travel (next year’s Saudi rules, say): every traveller’s checklist follows',
    body: travelRulesByKindSchema,
    status: 200,
    answer: travelRulesByKindSchema,
    errors: [],
  },
  joinWaitlist: {
    ...routes.joinWaitlist,
    summary:
      'Asks to be told when seats of a departure free up (rate limited; honeypot `website`): told in the order asked, by e-mail',
    body: waitlistInputSchema,
    status: 201,
    answer: acknowledgedSchema,
    errors: [404, 429],
  },
  listWaitlist: {
    ...routes.listWaitlist,
    summary: 'The departure’s waitlist, in the order people asked, with when each was told',
    status: 200,
    answer: waitlistSchema,
    errors: [],
  },
  createBooking: {
    ...routes.createBooking,
    summary:
      'Books seats on a departure, held until the deposit is in (rate limited; honeypot `website`); 409 when too few seats are left',
    body: bookingInputSchema,
    status: 201,
    answer: bookingCreatedSchema,
    errors: [404, 409, 429],
  },
  getBookingByLink: {
    ...routes.getBookingByLink,
    summary: 'A booking as its private link shows it to the customer',
    query: bookingByLinkQuerySchema,
    status: 200,
    answer: bookingViewSchema,
    errors: [404],
  },
  findBooking: {
    ...routes.findBooking,
    summary:
      'Sends a booking’s private link again to its contact on file when the reference and the phone or e-mail match (rate limited); the answer is the same either way',
    body: findBookingSchema,
    status: 200,
    answer: acknowledgedSchema,
    errors: [429],
  },
  createOperatorBooking: {
    ...routes.createOperatorBooking,
    summary:
      'Books seats for a customer who phoned or walked in, by the public form’s rules and seat update (not its caps on unpaid seats); with `paidNow`, the money they handed over is recorded with its receipt; 409 when too few seats are left',
    body: operatorBookingInputSchema,
    status: 201,
    answer: bookingSchema,
    errors: [404, 409],
  },
  listBookings: {
    ...routes.listBookings,
    summary:
      'Bookings, newest first, searched and filtered by departure, status and proofs (passport numbers masked); one page of them with `page`',
    query: bookingListQuerySchema,
    status: 200,
    answer: bookingListSchema,
    pageAnswer: bookingPageSchema,
    errors: [],
  },
  getBooking: {
    ...routes.getBooking,
    summary: 'A booking whole: travellers with passport numbers, contact, amounts, history',
    status: 200,
    answer: bookingSchema,
    errors: [],
  },
  cancelBooking: {
    ...routes.cancelBooking,
    summary:
      'Cancels a booking: its seats go back to the departure; what it paid shows as money to refund, and the customer is told',
    status: 200,
    answer: bookingSchema,
    errors: [409],
  },
  resendBookingLink: {
    ...routes.resendBookingLink,
    summary: 'Sends the booking’s private link again to its customer',
    status: 200,
    answer: acknowledgedSchema,
    errors: [],
  },
  reinstateBooking: {
    ...routes.reinstateBooking,
    summary:
      'Reinstates a cancelled or expired booking: its seats are taken again (409 with the seats left when they are gone)',
    status: 200,
    answer: bookingSchema,
    errors: [409],
  },
  changeBooking: {
    ...routes.changeBooking,
    summary:
      'Changes a booking’s contact, room and travellers (kept by id, added without one, removed when left out): seats added are taken on its departure (409 when too few are left), those removed go back; the price follows',
    body: bookingChangeSchema,
    status: 200,
    answer: bookingSchema,
    errors: [404, 409],
  },
  moveBooking: {
    ...routes.moveBooking,
    summary:
      'Moves a booking to another departure of its package: its seats are taken there first (409 when too few are left), then given back on the old one; one booking throughout, its price that of the new departure',
    body: bookingMoveSchema,
    status: 200,
    answer: bookingSchema,
    errors: [404, 409],
  },
  updateTraveller: {
    ...routes.updateTraveller,
    summary:
      'Completes or corrects a traveller’s details as in the passport, at any time; the history names the fields changed',
    body: travellerDetailsSchema,
    status: 200,
    answer: bookingSchema,
    errors: [],
  },
  setVisa: {
    ...routes.setVisa,
    summary: 'Sets a traveller’s visa: not started, submitted, issued (with its number and date) or refused',
    body: visaInputSchema,
    status: 200,
    answer: bookingSchema,
    errors: [],
  },
  uploadDocument: {
    ...routes.uploadDocument,
    summary:
      'Adds a document to a traveller’s file for the customer (`?traveller=&kind=`, and for a vaccination `vaccine=&vaccinatedOn=`)',
    query: adminDocumentUploadQuerySchema,
    multipart: { fields: {}, files: { document: DOCUMENT_FILE } },
    status: 201,
    answer: bookingSchema,
    errors: [...UPLOAD_ERRORS, 409, 507],
  },
  getDocument: {
    ...routes.getDocument,
    summary: 'A traveller’s document (never served by a public media address)',
    status: 200,
    errors: [],
  },
  adjustBookingPrice: {
    ...routes.adjustBookingPrice,
    summary: 'Changes a booking’s price by an amount in naira (negative for a discount), with its reason',
    body: adjustmentInputSchema,
    status: 201,
    answer: bookingSchema,
    errors: [409],
  },
  recordPayment: {
    ...routes.recordPayment,
    summary:
      'Records money received for a booking, with the proof it was checked against (400 for another booking’s); its status follows from the ledger, money beyond the price shows as money to refund; e-mails the customer its receipt',
    body: paymentInputSchema,
    status: 201,
    answer: bookingSchema,
    errors: [404, 409],
  },
  refundPayment: {
    ...routes.refundPayment,
    summary:
      'Records money given back, for its reason: an over-payment (up to what was paid beyond the price), a price reduction (recorded with it), or a booking that ended (up to what is paid); e-mails its receipt',
    body: refundInputSchema,
    status: 201,
    answer: bookingSchema,
    errors: [404, 409],
  },
  bookingReceipt: {
    ...routes.bookingReceipt,
    summary: 'The PDF receipt of one of the booking’s payments or refunds, by its number',
    query: receiptQuerySchema,
    status: 200,
    errors: [],
  },
  bookingStatement: {
    ...routes.bookingStatement,
    summary:
      'The booking’s statement as a PDF: each payment, refund and change of price, the balance, the schedule',
    status: 200,
    errors: [],
  },
  getProof: {
    ...routes.getProof,
    summary: 'A transfer proof a customer uploaded (never served by a public media address)',
    status: 200,
    errors: [],
  },
  checkProof: {
    ...routes.checkProof,
    summary: 'Marks a transfer proof checked with nothing to record (recording its payment checks it too)',
    status: 200,
    answer: bookingSchema,
    errors: [409],
  },
  refuseProof: {
    ...routes.refuseProof,
    summary:
      'The proof’s money was not found: the customer is told why, and a held booking gets back the rest of its hold (at least a day)',
    body: proofRefusalSchema,
    status: 200,
    answer: bookingSchema,
    errors: [409],
  },
  uploadProof: {
    ...routes.uploadProof,
    summary:
      'The customer’s proof of a bank transfer, through the booking’s link (`?token=`): a picture or PDF up to 10 MB, stored privately, its metadata stripped; 507 once proofs fill their storage',
    query: bookingByLinkQuerySchema,
    multipart: {
      fields: {},
      files: { proof: 'A picture (JPEG, PNG, WebP) or a PDF of the transfer, up to 10 MB' },
    },
    status: 201,
    answer: bookingViewSchema,
    errors: [...UPLOAD_ERRORS, 404, 429, 507],
  },
  getProofByLink: {
    ...routes.getProofByLink,
    summary: 'A transfer proof of the booking, through its link (`?token=`)',
    query: bookingByLinkQuerySchema,
    status: 200,
    errors: [],
  },
  receiptByLink: {
    ...routes.receiptByLink,
    summary:
      'The PDF receipt of one of the booking’s payments or refunds, through its link (`?token=&number=`)',
    query: receiptByLinkQuerySchema,
    status: 200,
    // An unknown link, or a receipt of another booking.
    errors: [404],
  },
  statementByLink: {
    ...routes.statementByLink,
    summary: 'The booking’s statement as a PDF, through its link (`?token=`)',
    query: bookingByLinkQuerySchema,
    status: 200,
    errors: [404],
  },
  choosePlanByLink: {
    ...routes.choosePlanByLink,
    summary:
      'The customer chooses how to pay, among the plans the departure offers, while the booking is payable',
    query: bookingByLinkQuerySchema,
    body: planChoiceSchema,
    status: 200,
    answer: bookingViewSchema,
    errors: [404, 409, 429],
  },
  updateTravellerByLink: {
    ...routes.updateTravellerByLink,
    summary:
      'The customer completes or corrects a traveller’s details through the booking’s link (`?token=`), until the documents are due (409 after)',
    query: bookingByLinkQuerySchema,
    body: travellerDetailsSchema,
    status: 200,
    answer: bookingViewSchema,
    errors: [404, 409, 429],
  },
  uploadDocumentByLink: {
    ...routes.uploadDocumentByLink,
    summary:
      'A traveller’s document through the booking’s link (`?token=&traveller=&kind=`, for a vaccination `&vaccine=&vaccinatedOn=`): a picture or PDF up to 10 MB, cleaned and kept privately; a passport page’s machine-readable zone is read in the background',
    query: documentUploadQuerySchema,
    multipart: { fields: {}, files: { document: DOCUMENT_FILE } },
    status: 201,
    answer: bookingViewSchema,
    errors: [...UPLOAD_ERRORS, 404, 409, 429, 507],
  },
  getDocumentByLink: {
    ...routes.getDocumentByLink,
    summary: 'A document of the booking’s travellers, through its link (`?token=`)',
    query: documentByLinkQuerySchema,
    status: 200,
    errors: [],
  },
  startCardPayment: {
    ...routes.startCardPayment,
    summary:
      'Starts a card payment with Paystack of `amount` naira (from CARD_MIN_AMOUNT up to the balance), or of what is due now: answers the page to pay on',
    body: cardPaymentInputSchema,
    status: 200,
    answer: cardPaymentStartedSchema,
    errors: [404, 409, 429, 502],
  },
  verifyCardPayment: {
    ...routes.verifyCardPayment,
    summary: 'Asks Paystack how a card payment ended, and records it once if it was paid',
    body: cardVerificationSchema,
    status: 200,
    answer: bookingViewSchema,
    errors: [404, 409, 429, 502],
  },
  redeemCardReturn: {
    ...routes.redeemCardReturn,
    summary:
      'The customer back from Paystack: the card payment’s one-time code (its callback carries no private link) answers the booking’s link token, once, within two hours',
    body: cardReturnSchema,
    status: 200,
    answer: cardReturnedSchema,
    errors: [404, 429],
  },
  paystackWebhook: {
    ...routes.paystackWebhook,
    summary:
      'Paystack’s events, signed with `x-paystack-signature` (HMAC-SHA512 of the body with the secret key; 401 otherwise): each is stored (once, by its id) before the 200, then a successful charge is verified with Paystack and recorded once, in the background with retries',
    status: 200,
    errors: [401, 413],
  },
  whatsappWebhookHandshake: {
    ...routes.whatsappWebhookHandshake,
    summary:
      'Meta’s subscription handshake: `hub.challenge` answered as text when `hub.verify_token` is WHATSAPP_VERIFY_TOKEN (403 otherwise)',
    query: whatsAppHandshakeSchema,
    status: 200,
    errors: [403],
  },
  whatsappWebhook: {
    ...routes.whatsappWebhook,
    summary:
      'The WhatsApp Cloud API’s events, signed with `X-Hub-Signature-256` (HMAC-SHA256 of the body with WHATSAPP_APP_SECRET; 401 otherwise, nothing recorded): delivery statuses recorded on their messages (a failed one falls back to SMS), replies put in the admin’s messages, linked to their booking by phone',
    status: 200,
    errors: [401, 413],
  },
  stopChannel: {
    ...routes.stopChannel,
    summary:
      'A stop link from a message: that channel (WhatsApp or SMS) sends that phone nothing more (rate limited)',
    body: channelStopSchema,
    status: 200,
    answer: acknowledgedSchema,
    errors: [429],
  },
} as const satisfies Record<EndpointName, Endpoint>;

/**
 * Every status an endpoint may answer besides its success: its own, plus those of its kind — a bad
 * id or body (400), an unknown id (404), a body over its size limit (413), a missing or dead session
 * (401), and an unreachable database (503; the OpenAPI document itself needs none).
 */
export function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set<number>(endpoint.errors);
  const hasId = endpoint.path.includes('/:id');
  const hasBody = Boolean(endpoint.body || endpoint.multipart);
  if (hasId || hasBody || endpoint.query) statuses.add(400);
  if (hasId) statuses.add(404);
  if (hasBody) statuses.add(413);
  if (endpoint.access === 'admin') statuses.add(401);
  if (endpoint !== endpoints.openApi) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}
