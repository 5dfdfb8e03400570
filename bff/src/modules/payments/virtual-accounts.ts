import { internationalPhoneDigits, PAYABLE_STATUSES } from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import { z } from 'zod';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { BookingModel } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import type { BookingLife } from '../bookings/booking-life';
import { enqueueJob, type JobHandler } from '../jobs/job-queue';
import { paidOnOf } from './card-payments';
import type { PaystackClient } from './paystack';

/**
 * An account number per booking (Paystack's dedicated virtual accounts, PAYSTACK_DVA): made in the
 * background by a claimed job with retries, so no booking waits for Paystack; every transfer to it
 * arrives as a `charge.success` of channel `dedicated_nuban`, verified and recorded on its booking once.
 */
export const VIRTUAL_ACCOUNT_JOB = 'paystackVirtualAccount';

const KOBO_PER_NAIRA = 100;
const payloadSchema = z.object({ bookingId: z.string() });

/** Queues the making of a booking's account (once per booking, however often asked). */
export const openVirtualAccountLater = (bookingId: Types.ObjectId): Promise<boolean> =>
  enqueueJob(`${VIRTUAL_ACCOUNT_JOB}:${bookingId.toHexString()}`, VIRTUAL_ACCOUNT_JOB, {
    bookingId: bookingId.toHexString(),
  });

/**
 * Paystack knows one customer per e-mail, and one account per customer: each booking is a customer of
 * its own, under an address of the agency's domain that names it (the customer's own e-mail would give
 * two bookings one account, and its transfers no booking).
 */
const customerOf = (booking: LeanBooking, siteUrl: string) => {
  const [first = booking.contact.name, ...rest] = booking.contact.name.split(/\s+/);
  return {
    email: `${booking.reference.toLowerCase()}@bookings.${new URL(siteUrl).hostname}`,
    firstName: first,
    lastName: rest.join(' ') || first,
    phone: `+${internationalPhoneDigits(booking.contact.phone) ?? ''}`,
  };
};

export interface VirtualAccountSettings {
  paystack: PaystackClient;
  life: BookingLife;
  preferredBank: string;
  siteUrl: string;
  logger: Logger;
}

export function virtualAccounts({ paystack, life, preferredBank, siteUrl, logger }: VirtualAccountSettings) {
  return {
    /** Makes a booking's account (a failure throws: the job is tried again later); nothing for one that has it or ended. */
    openHandler: (async (payload) => {
      const { bookingId } = payloadSchema.parse(payload);
      const booking = await BookingModel.findById(bookingId).lean<LeanBooking>();
      if (!booking || booking.virtualAccount || !PAYABLE_STATUSES.includes(booking.status)) return;
      const account = await paystack.createDedicatedAccount({
        ...customerOf(booking, siteUrl),
        preferredBank,
      });
      await life.noteVirtualAccount(booking._id, account);
    }) satisfies JobHandler,

    /**
     * A transfer Paystack reported: verified with Paystack (its event's figures are not taken on trust)
     * and recorded on the booking whose account it reached, once, in whole naira; a transfer to no
     * booking's account, or one Paystack does not confirm, is logged and done.
     */
    async recordTransfer(reference: string): Promise<void> {
      const transaction = await paystack.verify(reference);
      const customerCode = transaction.customer?.customer_code;
      if (transaction.status !== 'success' || transaction.currency !== 'NGN' || !customerCode) {
        logger.warn(
          { reference, status: transaction.status },
          'a Paystack transfer was not confirmed: nothing recorded',
        );
        return;
      }
      const booking = await BookingModel.findOne({ 'virtualAccount.customerCode': customerCode })
        .select('_id reference')
        .lean<Pick<LeanBooking, '_id' | 'reference'>>();
      if (!booking) {
        logger.warn({ reference }, 'a transfer reached an account of no booking');
        return;
      }
      const kobo = transaction.amount % KOBO_PER_NAIRA;
      if (kobo > 0)
        logger.info({ booking: booking.reference, reference, kobo }, 'a transfer’s kobo are not counted');
      await life.recordTransfer(booking._id, {
        reference,
        amount: Math.floor(transaction.amount / KOBO_PER_NAIRA),
        paidOn: paidOnOf(transaction.paid_at),
      });
    },
  };
}

export type VirtualAccounts = ReturnType<typeof virtualAccounts>;

/**
 * Queues an account for the bookings still payable without one (made before accounts were on, or
 * whose queueing a stop cut off), every `pollMs`.
 */
export function startVirtualAccountSweep({
  logger,
  pollMs = 5 * 60 * 1000,
}: {
  logger: Logger;
  pollMs?: number;
}) {
  const loop = pollEvery(
    pollMs,
    async () => {
      const waiting = await BookingModel.find({
        status: trusted({ $in: PAYABLE_STATUSES }),
        virtualAccount: trusted({ $exists: false }),
        createdAt: trusted({ $lt: new Date(Date.now() - 60_000) }),
      })
        .select('_id')
        .limit(500)
        .lean<Array<{ _id: Types.ObjectId }>>();
      for (const { _id } of waiting) await openVirtualAccountLater(_id);
    },
    (error) => logger.error({ err: error }, 'bookings without an account could not be looked at'),
  );
  return { stop: () => loop.stop() };
}
