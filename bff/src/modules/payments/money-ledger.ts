import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, type PaymentKind, type PaymentMethod } from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import { Conflict, NotFound } from '../../errors';
import { BookingModel, type StoredBooking } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import { paidOf, statusWhenPaid } from '../bookings/booking-money';
import { newOutboxEntry } from '../outbox/outbox-entry';
import { nextReceiptNumber } from './receipt-numbers';

/** Money in or out of a booking, before it is recorded. */
export interface NewMovement {
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  note?: string;
  /** A card payment's Paystack reference: recorded once, however often it is reported. */
  paystackReference?: string;
}

export type RecordedMovement = StoredBooking['payments'][number];

/** The e-mail each recorded movement sends: its receipt, to the customer. */
export const RECEIPT_MAIL = 'receipt';

export const BOOKING_NOT_FOUND = 'Booking not found.';
/** Tries when the booking changes between the read and the write (another payment, a cancellation). */
const RECORD_TRIES = 5;

/**
 * Why the operator may not record this movement on this booking, if they may not. Money in is taken
 * while something is due, up to the balance; money out up to what is paid, on any booking. A card
 * payment Paystack confirmed is never refused: the money is in, whatever happened meanwhile.
 */
function refusal(booking: LeanBooking, movement: NewMovement): string | undefined {
  const paid = paidOf(booking.payments);
  if (movement.kind === 'refund') {
    return movement.amount > paid ? PAYMENT_MESSAGES.refundTooLarge(paid) : undefined;
  }
  if (movement.paystackReference) return undefined;
  if (booking.status === 'cancelled' || booking.status === 'expired') return PAYMENT_MESSAGES.notPayable;
  const balance = booking.total - paid;
  if (balance <= 0) return PAYMENT_MESSAGES.nothingDue;
  return movement.amount > balance ? PAYMENT_MESSAGES.moreThanBalance(balance) : undefined;
}

/**
 * Records a payment or refund on a booking, with a receipt number of its own, and moves the status
 * (held, deposit_paid, paid) in the same update, on the condition that the booking is as it was read
 * (its status and its number of movements): two writers at once never both apply to one state.
 * Answers the booking after it (or as it is, when `paystackReference` was recorded already).
 */
export async function recordMovement(
  bookingId: Types.ObjectId | string,
  movement: NewMovement,
  { now = new Date(), mailsOn }: { now?: Date; mailsOn: boolean },
): Promise<{ booking: LeanBooking; recorded?: RecordedMovement }> {
  for (let attempt = 1; ; attempt += 1) {
    const booking = await BookingModel.findById(bookingId).lean<LeanBooking>();
    if (!booking) throw new NotFound(BOOKING_NOT_FOUND);
    const reference = movement.paystackReference;
    if (reference && booking.payments.some((payment) => payment.paystackReference === reference)) {
      return { booking };
    }
    const refused = refusal(booking, movement);
    if (refused) throw new Conflict(refused);

    const recorded: RecordedMovement = {
      ...movement,
      id: randomUUID(),
      receiptNumber: await nextReceiptNumber(now),
      recordedAt: now,
    };
    const status = statusWhenPaid(booking.status, booking, paidOf([...booking.payments, recorded]));
    const word = movement.kind === 'refund' ? 'Refund' : 'Payment';
    const updated = await BookingModel.findOneAndUpdate(
      { _id: booking._id, status: booking.status, payments: trusted({ $size: booking.payments.length }) },
      {
        $set: { status },
        $push: {
          payments: recorded,
          ...(status !== booking.status && {
            history: { status, at: now, note: `${word} ${recorded.receiptNumber}` },
          }),
          ...(mailsOn && { mails: newOutboxEntry(RECEIPT_MAIL, { about: recorded.receiptNumber }) }),
        },
      },
      { returnDocument: 'after' },
    ).lean<LeanBooking>();
    if (updated) return { booking: updated, recorded };
    if (attempt >= RECORD_TRIES)
      throw new Conflict('The booking changed while this was recorded: try again.');
  }
}
