import {
  bookingStatusSchema,
  DOCUMENT_KINDS,
  historyEventSchema,
  LEDGER_KINDS,
  type LedgerEntry,
  paymentMethodSchema,
  paymentPlanSchema,
  roomTypeSchema,
  SEXES,
  TRAVELLER_TYPES,
  VISA_STATUSES,
} from '@safa/contract';
import { model, trusted } from 'mongoose';
import { z } from 'zod';
import { NEWEST_FIRST } from '../../db/list-query';
import { objectId, schemaFromZod } from '../../db/schema-from-zod';
import { outboxEntrySchema } from '../outbox/outbox-entry';

const amountsSchema = z.object({
  total: z.int(),
  depositDue: z.int(),
  paid: z.int(),
  refunded: z.int(),
  balance: z.int(),
  dueNow: z.int(),
  toRefund: z.int(),
});

/**
 * An entry of the ledger as MongoDB keeps it: one flat shape for a payment or a refund (with its
 * receipt and method) and an adjustment of the price (signed). `StoredLedgerEntry` is its typed reading.
 */
const storedLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Whole naira: positive for payments and refunds; added to the price for an adjustment. */
  amount: z.int(),
  method: paymentMethodSchema.optional(),
  paidOn: z.string().optional(),
  note: z.string().optional(),
  /** A refund's reason (REFUND_REASONS), or the operator's words for an adjustment. */
  reason: z.string().optional(),
  receiptNumber: z.string().optional(),
  recordedAt: z.date(),
  /** A card payment's Paystack reference: recorded once, however often it is reported. */
  paystackReference: z.string().optional(),
});

/**
 * A document of a traveller's file (its file in the private `traveller_documents` bucket), with what
 * was read of a passport page's machine-readable zone: its passport number sealed like the typed one.
 */
const storedDocumentSchema = z.object({
  id: objectId(),
  kind: z.enum(DOCUMENT_KINDS),
  vaccine: z.string().optional(),
  vaccinatedOn: z.string().optional(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.int(),
  uploadedAt: z.date(),
  mrz: z
    .object({
      read: z.boolean(),
      fullName: z.string().optional(),
      passportNumber: z.string().optional(),
      sex: z.enum(SEXES).optional(),
      nationality: z.string().optional(),
      dateOfBirth: z.string().optional(),
      passportExpiresOn: z.string().optional(),
    })
    .optional(),
  /** When its file was deleted, kept no longer after the trip. */
  removedAt: z.date().optional(),
});

/** A traveller: who they are as the passport says (its number sealed), what they pay, their visa and documents. */
const storedTravellerSchema = z.object({
  id: objectId(),
  type: z.enum(TRAVELLER_TYPES),
  /** Their price as booked (the room's for their type). */
  price: z.int().min(0),
  fullName: z.string().min(1),
  sex: z.enum(SEXES).optional(),
  dateOfBirth: z.string().optional(),
  nationality: z.string().optional(),
  passportNumber: z.string().optional(),
  passportIssuedOn: z.string().optional(),
  passportExpiresOn: z.string().optional(),
  visa: z.object({
    status: z.enum(VISA_STATUSES),
    number: z.string().optional(),
    issuedOn: z.string().optional(),
  }),
  documents: z.array(storedDocumentSchema),
});
export type StoredTraveller = z.infer<typeof storedTravellerSchema>;

/**
 * A booking as stored. Only booking-life.ts writes it (a test holds every other module to reading).
 * Its price is the one of its day (the room's price, each traveller's and the deposit are copied in);
 * its passport numbers are sealed with the data key (see data-cipher.ts); its private link is found by its hash,
 * and kept sealed for the messages that carry it. `status` and `amounts` follow from the ledger and
 * the proofs, worked out by booking-ledger.ts in the same update that changes them, for queries to
 * find; `revision` counts the updates, so each is conditional on the booking as it was read.
 */
export const storedBookingSchema = z.object({
  reference: z.string().min(1),
  departureId: objectId(),
  packageId: objectId(),
  room: roomTypeSchema,
  roomPrice: z.int().positive(),
  depositPerPerson: z.int().min(0),
  travellers: z.array(storedTravellerSchema).min(1),
  contact: z.object({ name: z.string().min(1), phone: z.string().min(1), email: z.string().min(1) }),
  consentAt: z.date(),
  status: bookingStatusSchema,
  revision: z.int().min(0),
  /** The price as booked; the ledger's adjustments change it (see `amounts.total`). */
  total: z.int().min(0),
  depositDue: z.int().min(0),
  amounts: amountsSchema,
  /** When an unpaid hold ends, and when it began (booked, a proof refused, reinstated). */
  holdExpiresAt: z.date(),
  holdFrom: z.date(),
  /** What was left of the hold when a proof stopped it: given back if the proof is refused. */
  holdLeftMs: z.int().min(0).optional(),
  /** The end of the hold the customer was last told was near (told once per hold). */
  holdEndingToldFor: z.date().optional(),
  linkHash: z.string(),
  /** The private link's token, sealed: for the customer's messages, and for the operator to send again. */
  linkSealed: z.string(),
  /** Hashed keys (client address, phone, e-mail inbox) whose limits of unpaid seats this booking counts against. */
  holders: z.array(z.string()),
  /** How it is paid (see contract payment-plan.ts); one stored before plans is paid deposit then balance. */
  plan: paymentPlanSchema.default('deposit'),
  /**
   * Its own account number (a Paystack dedicated virtual account), once made: every transfer to it is
   * recorded on this booking by itself.
   */
  virtualAccount: z
    .object({
      customerCode: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      bankName: z.string(),
    })
    .optional(),
  /** Made beyond its departure's share of unpaid seats, its deposit to be paid by card at once. */
  payNow: z.boolean().default(false),
  /** The one-time key of the form that made it: a repeat of the form is answered with this booking. */
  submission: z.string().optional(),
  history: z.array(
    z.object({
      event: historyEventSchema,
      status: bookingStatusSchema,
      at: z.date(),
      by: z.string(),
      note: z.string().optional(),
    }),
  ),
  /** Money in and out, and changes of the price: what is paid and due is always worked out from it. */
  ledger: z.array(storedLedgerEntrySchema).default([]),
  /** Transfer proofs the customer uploaded (files in the private `payment_proofs` bucket). */
  proofs: z
    .array(
      z.object({
        id: objectId(),
        fileName: z.string(),
        contentType: z.string(),
        size: z.int(),
        uploadedAt: z.date(),
        checkedAt: z.date().optional(),
        refusedAt: z.date().optional(),
        refusal: z.string().optional(),
        /** When its file was deleted, kept no longer after the booking ended. */
        removedAt: z.date().optional(),
      }),
    )
    .default([]),
  /** Card payments started with Paystack, each with the amount it was for (checked when it is paid). */
  cardPayments: z
    .array(
      z.object({
        reference: z.string(),
        amount: z.int().positive(),
        at: z.date(),
        /** When Paystack was last asked about it (by the reconciler). */
        checkedAt: z.date().optional(),
        /** The hash of the one-time code Paystack's callback carries back, until when it holds, and when it was used. */
        returnCodeHash: z.string().optional(),
        returnBy: z.date().optional(),
        returnedAt: z.date().optional(),
      }),
    )
    .default([]),
  /** The balance reminders sent, by days before the balance is due. */
  reminders: z.array(z.int()).default([]),
  /** The other notices sent once (`overdue`, `documents:14`, `departure`): never twice. */
  notices: z.array(z.string()).default([]),
  /** The channels the customer chose besides e-mail; a booking made before they chose has none (see channelsOf). */
  channels: z.object({ whatsapp: z.boolean(), sms: z.boolean() }).optional(),
  /** The messages that tell of it (e-mail, WhatsApp, SMS), to send and sent (see outbox/outbox-entry.ts). */
  mails: z.array(outboxEntrySchema).optional(),
});

/** An entry of the ledger as stored: the contract's entry, its time a Date, a card payment's reference kept. */
export type StoredLedgerEntry = LedgerEntry extends infer Entry
  ? Entry extends LedgerEntry
    ? Omit<Entry, 'recordedAt'> & { recordedAt: Date; paystackReference?: string }
    : never
  : never;

export type StoredBooking = Omit<z.infer<typeof storedBookingSchema>, 'ledger'> & {
  ledger: StoredLedgerEntry[];
  createdAt: Date;
  updatedAt: Date;
};

const bookingSchema = schemaFromZod<StoredBooking>(storedBookingSchema, {
  timestamps: true,
  fields: {
    reference: { unique: true },
    linkHash: { unique: true, select: false },
    linkSealed: { select: false },
    holders: { select: false },
    submission: { unique: true, sparse: true },
    mails: { select: false, default: undefined },
  },
});
bookingSchema.index({ departureId: 1, status: 1 });
// The operator's list, newest first: every booking, a departure's, or those of a status.
bookingSchema.index(NEWEST_FIRST);
bookingSchema.index({ departureId: 1, createdAt: -1, _id: -1 });
bookingSchema.index({ status: 1, createdAt: -1, _id: -1 });
bookingSchema.index({ status: 1, holdExpiresAt: 1 });
bookingSchema.index({ holders: 1, status: 1 });
bookingSchema.index({ 'amounts.toRefund': 1 });
bookingSchema.index({ 'mails.state': 1, createdAt: 1 });
bookingSchema.index({ 'cardPayments.reference': 1 });
bookingSchema.index({ 'cardPayments.at': 1 });
bookingSchema.index({ 'proofs.id': 1 });
bookingSchema.index({ 'proofs.checkedAt': 1 });
bookingSchema.index({ 'mails.providerId': 1 }, { sparse: true });
bookingSchema.index({ 'virtualAccount.customerCode': 1 }, { sparse: true });
bookingSchema.index({ 'travellers.id': 1 });
bookingSchema.index({ 'travellers.documents.id': 1 });

export const BookingModel = model<StoredBooking>('Booking', bookingSchema, 'bookings');

/** The bookings with a transfer proof the operator has not checked yet (served by the index above). */
export const WITH_PROOF_TO_CHECK = {
  proofs: trusted({ $elemMatch: { checkedAt: { $exists: false }, refusedAt: { $exists: false } } }),
};
