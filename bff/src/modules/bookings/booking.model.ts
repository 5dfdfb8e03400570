import { bookingStatusSchema, PAYMENT_KINDS, paymentMethodSchema, roomTypeSchema } from '@safa/contract';
import { model, trusted } from 'mongoose';
import { z } from 'zod';
import { objectId, schemaFromZod } from '../../db/schema-from-zod';
import { outboxEntrySchema } from '../outbox/outbox-entry';

/**
 * A booking as stored. Its price is the one of its day (the room's price and the deposit are copied
 * in); its passport numbers are sealed with the data key (see data-cipher.ts); its private link is
 * found by its hash, and kept sealed for the e-mails that carry it; `holders` are the hashed keys (client address, phone) its seats count
 * against while it is held.
 */
export const storedBookingSchema = z.object({
  reference: z.string().min(1),
  departureId: objectId(),
  packageId: objectId(),
  room: roomTypeSchema,
  roomPrice: z.int().positive(),
  depositPerPerson: z.int().min(0),
  travellers: z
    .array(
      z.object({
        fullName: z.string().min(1),
        passportNumber: z.string().optional(),
        dateOfBirth: z.string().optional(),
      }),
    )
    .min(1),
  contact: z.object({ name: z.string().min(1), phone: z.string().min(1), email: z.string().min(1) }),
  consentAt: z.date(),
  status: bookingStatusSchema,
  total: z.int().min(0),
  depositDue: z.int().min(0),
  holdExpiresAt: z.date(),
  linkHash: z.string(),
  /** The private link's token, sealed: for the customer's e-mails, and for the operator to send again. */
  linkSealed: z.string(),
  holders: z.array(z.string()),
  history: z.array(z.object({ status: bookingStatusSchema, at: z.date(), note: z.string().optional() })),
  /** Money in and out, each with its receipt; what is paid is always worked out from these. */
  payments: z
    .array(
      z.object({
        id: z.string(),
        kind: z.enum(PAYMENT_KINDS),
        amount: z.int().positive(),
        method: paymentMethodSchema,
        paidOn: z.string(),
        note: z.string().optional(),
        receiptNumber: z.string(),
        recordedAt: z.date(),
        /** A card payment's Paystack reference: recorded once, however often it is reported. */
        paystackReference: z.string().optional(),
      }),
    )
    .default([]),
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
      }),
    )
    .default([]),
  /** Card payments started with Paystack, each with the amount it was for (checked when it is paid). */
  cardPayments: z
    .array(z.object({ reference: z.string(), amount: z.int().positive(), at: z.date() }))
    .default([]),
  /** The balance reminders sent, by days before the balance is due. */
  reminders: z.array(z.int()).default([]),
  /** The e-mails that tell of it, to send and sent (see outbox/outbox-entry.ts). */
  mails: z.array(outboxEntrySchema).optional(),
});
export type StoredBooking = z.infer<typeof storedBookingSchema> & { createdAt: Date; updatedAt: Date };

const bookingSchema = schemaFromZod<StoredBooking>(storedBookingSchema, {
  timestamps: true,
  fields: {
    reference: { unique: true },
    linkHash: { unique: true, select: false },
    linkSealed: { select: false },
    holders: { select: false },
    mails: { select: false, default: undefined },
  },
});
bookingSchema.index({ departureId: 1, status: 1 });
bookingSchema.index({ status: 1, holdExpiresAt: 1 });
bookingSchema.index({ 'mails.state': 1, createdAt: 1 });
bookingSchema.index({ 'cardPayments.reference': 1 });
bookingSchema.index({ 'proofs.checkedAt': 1 });

export const BookingModel = model<StoredBooking>('Booking', bookingSchema, 'bookings');

/** The bookings with a transfer proof the operator has not checked yet (served by the index above). */
export const WITH_PROOF_TO_CHECK = { proofs: trusted({ $elemMatch: { checkedAt: { $exists: false } } }) };
