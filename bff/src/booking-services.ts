import type { Config } from './config';
import type { DataCipher } from './data-cipher';
import type { Logger } from './logger';
import { type BookingService, bookingLifeFor, bookingServiceFor } from './modules/bookings/booking.service';
import type { BookingLife } from './modules/bookings/booking-life';
import { type CardPayments, cardPayments } from './modules/payments/card-payments';
import { paystackClient } from './modules/payments/paystack';
import { type VirtualAccounts, virtualAccounts } from './modules/payments/virtual-accounts';
import { type Waitlist, waitlist } from './modules/waitlist/waitlist';

/** What the API and the background workers share of bookings and payments (stateless: any number may be made). */
export interface BookingServices {
  life: BookingLife;
  bookings: BookingService;
  /** Card payments, when PAYSTACK_SECRET_KEY is set. */
  cards: CardPayments | undefined;
  /** Bookings' own account numbers, when PAYSTACK_DVA is on too. */
  accounts: VirtualAccounts | undefined;
  waitlist: Waitlist;
}

export function bookingServices(
  config: Pick<Config, 'siteUrl' | 'bookings' | 'notifications' | 'payments' | 'channels'>,
  cipher: DataCipher,
  logger: Logger,
): BookingServices {
  const seatsFreed = waitlist({ logger });
  const life = bookingLifeFor(config, seatsFreed.tell);
  const { paystack } = config.payments;
  const client = paystack && paystackClient(paystack);
  const preferredBank = paystack?.dedicatedAccounts?.preferredBank;
  return {
    life,
    bookings: bookingServiceFor(config, cipher, life),
    cards:
      client &&
      cardPayments({
        paystack: client,
        life,
        siteUrl: config.siteUrl,
        logger,
        minimum: config.payments.cardMinimum,
      }),
    accounts:
      client && preferredBank !== undefined
        ? virtualAccounts({ paystack: client, life, preferredBank, siteUrl: config.siteUrl, logger })
        : undefined,
    waitlist: seatsFreed,
  };
}
