import { z } from 'zod';
import { bookingContactSchema, bookingInputSchema, roomTypeSchema, travellerListSchema } from './booking';
import { objectIdSchema, personName } from './common';
import { paymentInputSchema } from './payment';
import { LIMITS } from './rules';
import { travellerTypeSchema } from './traveller';

/**
 * Bookings the operator makes and changes for a customer who phoned or walked in: the public form's
 * rules and seat updates, with what the customer paid there and then, and later changes of its
 * contact, travellers and room, or a move to another departure of its package.
 */

export const OPERATOR_BOOKING_MESSAGES = {
  consent: 'Confirm the customer agreed to the privacy notice.',
  otherPackage: 'A booking moves only to another departure of its own package.',
  sameDeparture: 'The booking is on this departure already.',
  ended: 'A cancelled or expired booking cannot be changed: reinstate it first.',
  departed: 'This booking’s departure has left: it can no longer be changed.',
  travellerNotFound: 'One of these travellers is not on this booking.',
  travellerTwice: 'This traveller is listed twice.',
} as const;

/** Money the customer handed over as the operator booked: recorded with its receipt as the booking is made. */
export const paidNowSchema = paymentInputSchema.omit({ bookingId: true, proofId: true });
export type PaidNow = z.input<typeof paidNowSchema>;

/** The public form's booking, made by the operator: no honeypot nor card-now hold; "paid now" optional. */
export const operatorBookingInputSchema = bookingInputSchema
  .omit({ website: true, payNow: true, consent: true })
  .extend({
    consent: z.literal(true, { error: OPERATOR_BOOKING_MESSAGES.consent }),
    paidNow: paidNowSchema.optional(),
  });
export type OperatorBookingInput = z.input<typeof operatorBookingInputSchema>;

/** A traveller as the booking's change lists them: one already on it (by id, their file kept) or one added. */
export const travellerOnBookingSchema = z.strictObject({
  travellerId: objectIdSchema.optional(),
  fullName: personName('Each traveller’s full name, as in the passport, is required.', LIMITS.nameMax),
  type: travellerTypeSchema,
});

/**
 * The booking's contact, room and travellers as they are to be: travellers left out leave it (their
 * seats go back), those added take seats (409 when too few are left); the price follows.
 */
export const bookingChangeSchema = z.strictObject({
  contact: bookingContactSchema,
  room: roomTypeSchema,
  travellers: travellerListSchema(travellerOnBookingSchema, 'make a second booking for more'),
});
export type BookingChange = z.input<typeof bookingChangeSchema>;

/** Another departure of the booking's package for all its travellers, in the same room type. */
export const bookingMoveSchema = z.strictObject({ departureId: objectIdSchema });
export type BookingMove = z.input<typeof bookingMoveSchema>;
