import { createHmac, timingSafeEqual } from 'node:crypto';
import { lagosToday, PAYMENT_MESSAGES } from '@safa/contract';
import { InvalidInput, NotFound } from '../../errors';
import type { Logger } from '../../logger';
import { BookingModel } from '../bookings/booking.model';
import { askedNow, type LeanBooking, scheduleOfBooking, tripsOf } from '../bookings/booking-answers';
import type { BookingLife } from '../bookings/booking-life';
import { cardReturnUrl, hashOfLink, newLinkToken } from '../bookings/booking-link';
import type { PaystackClient, PaystackTransaction } from './paystack';

export interface CardPaymentSettings {
  paystack: PaystackClient;
  life: BookingLife;
  siteUrl: string;
  logger: Logger;
  /** The least a customer may choose to pay by card (CARD_MIN_AMOUNT), unless less is left. */
  minimum: number;
}

const KOBO_PER_NAIRA = 100;
/** How long the way back from Paystack holds: a payment is made, or given up, well within it. */
const RETURN_WITHIN_MS = 2 * 60 * 60 * 1000;
const CARD_PAYMENT_NOT_KNOWN = 'This card payment is not known.';

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

/** The Lagos day a charge was paid on, as Paystack dates it; today when its date cannot be read. */
export function paidOnOf(paidAt: unknown, now = new Date()): string {
  const when = typeof paidAt === 'string' || typeof paidAt === 'number' ? new Date(paidAt) : undefined;
  return lagosToday(when && !Number.isNaN(when.getTime()) ? when : now);
}

/** How Paystack's verify call ended a card payment, as far as the booking goes. */
export type CardOutcome = 'recorded' | 'unpaid' | 'mismatch';

/**
 * What a card payment is for: what the booking asks now (`asked`: its plan's next instalment, or what
 * is due now), or the amount the customer chose, from the least the agency takes (or all that is left,
 * when less) to the whole balance; refused at the amount otherwise.
 */
export function cardAmountOf(
  booking: Pick<LeanBooking, 'amounts'>,
  { chosen, asked, minimum }: { chosen: number | undefined; asked: number; minimum: number },
): number {
  const { balance } = booking.amounts;
  if (chosen === undefined) return asked;
  const refusal =
    chosen > balance
      ? PAYMENT_MESSAGES.cardAmountTooLarge(balance)
      : chosen < Math.min(minimum, balance)
        ? PAYMENT_MESSAGES.cardAmountTooSmall(minimum)
        : undefined;
  if (refusal) throw new InvalidInput(refusal, { issues: [{ path: ['amount'], message: refusal }] });
  return chosen;
}

/**
 * Card payments through Paystack: started for what is due under the reference `<booking>-<n>` (the
 * amount kept with it), and recorded only once Paystack's verify call says that very amount was paid
 * in naira, by the owner of the booking's life, once: from the customer's return to their page, the
 * webhook's stored event and the reconciler alike.
 */
export function cardPayments({ paystack, life, siteUrl, logger, minimum }: CardPaymentSettings) {
  /** Asks Paystack about the card payment `reference` of `booking`, and records it once if paid as started. */
  async function confirm(booking: LeanBooking, reference: string): Promise<CardOutcome> {
    const started = booking.cardPayments.find((payment) => payment.reference === reference);
    if (!started) throw new NotFound(CARD_PAYMENT_NOT_KNOWN);
    const transaction: PaystackTransaction = await paystack.verify(reference);
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
    await life.recordCardPayment(reference, paidOnOf(transaction.paid_at));
    return 'recorded';
  }

  return {
    /**
     * Starts paying by card what is due now, or the amount the customer chose (cardAmountOf): answers
     * Paystack's page, which comes back to the booking's through a one-time code good for two hours
     * (the private link never leaves the site).
     */
    async start(booking: LeanBooking, chosen?: number): Promise<string> {
      const code = newLinkToken();
      const trip = (await tripsOf([booking]))(booking);
      const amountOf = (current: LeanBooking) =>
        cardAmountOf(current, {
          chosen,
          asked: askedNow(current, scheduleOfBooking(current, trip)),
          minimum,
        });
      const started = await life.startCardPayment(booking._id, amountOf, {
        returnCodeHash: hashOfLink(code),
        returnBy: new Date(Date.now() + RETURN_WITHIN_MS),
      });
      return paystack.initialize({
        email: booking.contact.email,
        amountKobo: started.amount * KOBO_PER_NAIRA,
        reference: started.reference,
        callbackUrl: cardReturnUrl(siteUrl, code),
      });
    },

    confirm,

    /** Confirms the card payment `reference`, whichever booking started it (the webhook, the reconciler). */
    async confirmByReference(reference: string): Promise<CardOutcome | 'unknown'> {
      const booking = await BookingModel.findOne({ 'cardPayments.reference': reference }).lean<LeanBooking>();
      if (!booking) return 'unknown';
      return confirm(booking, reference);
    },
  };
}

export type CardPayments = ReturnType<typeof cardPayments>;
