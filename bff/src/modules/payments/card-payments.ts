import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYABLE_STATUSES, PAYMENT_MESSAGES } from '@safa/contract';
import { trusted } from 'mongoose';
import { Conflict, NotFound } from '../../errors';
import { lagosDay } from '../../lagos-calendar';
import type { Logger } from '../../logger';
import { BookingModel } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import { hashOfLink, LINK_NOT_VALID, manageUrl } from '../bookings/booking-link';
import { amountsOf } from '../bookings/booking-money';
import { recordMovement } from './money-ledger';
import type { PaystackClient } from './paystack';

export interface CardPaymentSettings {
  paystack: PaystackClient;
  siteUrl: string;
  mailsOn: boolean;
  logger: Logger;
}

const CARD_NOT_CONFIRMED =
  'The card payment could not be confirmed, so it is not recorded: the agency will check it with you.';
const KOBO_PER_NAIRA = 100;
/** Two card payments started on one booking at once: the loser takes the next number. */
const START_TRIES = 5;

/** Whether `signature` is the HMAC-SHA512 of the raw body with the secret key (Paystack's webhook). */
export function isSignedByPaystack(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[\da-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * Card payments through Paystack: started for what is due now under the reference `<booking>-<n>`
 * (the amount kept with it), and recorded only once Paystack's verify call says that very amount was
 * paid in naira: from the customer's return to their page and from the webhook alike, once.
 */
export function cardPayments({ paystack, siteUrl, mailsOn, logger }: CardPaymentSettings) {
  async function byLink(token: string): Promise<LeanBooking> {
    const booking = await BookingModel.findOne({ linkHash: hashOfLink(token) }).lean<LeanBooking>();
    if (!booking) throw new NotFound(LINK_NOT_VALID);
    return booking;
  }

  /** Verifies the card payment `reference` with Paystack and records it once, if it was paid as started. */
  async function confirm(
    booking: LeanBooking,
    reference: string,
  ): Promise<'recorded' | 'unpaid' | 'mismatch'> {
    const started = booking.cardPayments.find((payment) => payment.reference === reference);
    if (!started) throw new NotFound('This card payment is not known.');
    const transaction = await paystack.verify(reference);
    if (transaction.status !== 'success') return 'unpaid';
    if (transaction.currency !== 'NGN' || transaction.amount !== started.amount * KOBO_PER_NAIRA) {
      logger.warn(
        {
          booking: booking.reference,
          reference,
          expected: { amount: started.amount * KOBO_PER_NAIRA, currency: 'NGN' },
          paystack: { amount: transaction.amount, currency: transaction.currency },
        },
        'card payment not recorded: Paystack verified another amount or currency',
      );
      return 'mismatch';
    }
    await recordMovement(
      booking._id,
      {
        kind: 'payment',
        amount: started.amount,
        method: 'card',
        paidOn: lagosDay(transaction.paid_at ? new Date(transaction.paid_at) : new Date()),
        note: `Paystack ${reference}`,
        paystackReference: reference,
      },
      { mailsOn },
    );
    return 'recorded';
  }

  return {
    /** Starts paying what is due now by card: answers Paystack's page, which comes back to the booking's. */
    async start(token: string): Promise<string> {
      for (let attempt = 1; ; attempt += 1) {
        const booking = await byLink(token);
        if (!PAYABLE_STATUSES.includes(booking.status)) throw new Conflict(PAYMENT_MESSAGES.notPayable);
        const { dueNow } = amountsOf(booking, booking.payments);
        if (dueNow <= 0) throw new Conflict(PAYMENT_MESSAGES.nothingDue);
        const reference = `${booking.reference}-${booking.cardPayments.length + 1}`;
        const taken = await BookingModel.updateOne(
          { _id: booking._id, cardPayments: trusted({ $size: booking.cardPayments.length }) },
          { $push: { cardPayments: { reference, amount: dueNow, at: new Date() } } },
        );
        if (taken.modifiedCount === 1) {
          return paystack.initialize({
            email: booking.contact.email,
            amountKobo: dueNow * KOBO_PER_NAIRA,
            reference,
            callbackUrl: manageUrl(siteUrl, token),
          });
        }
        if (attempt >= START_TRIES) throw new Conflict('Try again: the booking changed meanwhile.');
      }
    },

    /** The customer is back from Paystack: their payment is verified and recorded (once); answers the booking after. */
    async verify(token: string, reference: string): Promise<LeanBooking> {
      const outcome = await confirm(await byLink(token), reference);
      if (outcome === 'unpaid') throw new Conflict(PAYMENT_MESSAGES.cardNotPaid);
      if (outcome === 'mismatch') throw new Conflict(CARD_NOT_CONFIRMED);
      return byLink(token);
    },

    /**
     * A webhook event Paystack signed. A successful charge is verified with Paystack (the event's own
     * figures are not taken on trust) and recorded once, whichever instance and delivery comes first.
     */
    async onEvent(event: { event?: unknown; data?: { reference?: unknown } }): Promise<void> {
      const reference = event.data?.reference;
      if (event.event !== 'charge.success' || typeof reference !== 'string') return;
      const booking = await BookingModel.findOne({ 'cardPayments.reference': reference }).lean<LeanBooking>();
      if (!booking) {
        logger.warn({ reference }, 'Paystack reported a charge of no booking');
        return;
      }
      await confirm(booking, reference);
    },
  };
}

export type CardPayments = ReturnType<typeof cardPayments>;
