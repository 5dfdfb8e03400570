import { trusted } from 'mongoose';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { BookingModel } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import type { BookingLife } from '../bookings/booking-life';
import type { CardPayments } from './card-payments';

/** Card payments started longer ago than this are left alone: Paystack has ended them one way or another. */
const GIVE_UP_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export interface CardReconciler {
  runOnce(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

const isRecorded = (booking: LeanBooking, reference: string) =>
  booking.ledger.some((entry) => entry.kind === 'payment' && entry.paystackReference === reference);

/**
 * Asks Paystack about every card payment started `afterMs` ago or more (up to two days) and not
 * recorded: one whose customer never came back and whose webhook never came is recorded all the
 * same. Each is asked again no sooner than `afterMs` after the last time.
 */
export function startCardReconciler(
  cards: CardPayments,
  life: BookingLife,
  { afterMs, logger }: { afterMs: number; logger: Logger },
): CardReconciler {
  async function runOnce(now = new Date()): Promise<void> {
    const startedBefore = new Date(now.getTime() - afterMs);
    const startedSince = new Date(now.getTime() - GIVE_UP_AFTER_MS);
    const bookings = await BookingModel.find({
      cardPayments: trusted({ $elemMatch: { at: { $gte: startedSince, $lte: startedBefore } } }),
    }).lean<LeanBooking[]>();
    for (const booking of bookings) {
      for (const payment of booking.cardPayments) {
        const due = payment.at >= startedSince && payment.at <= startedBefore;
        const askedLately = payment.checkedAt && payment.checkedAt > startedBefore;
        if (!due || askedLately || isRecorded(booking, payment.reference)) continue;
        try {
          const outcome = await cards.confirm(booking, payment.reference);
          if (outcome === 'recorded') {
            logger.info(
              { booking: booking.reference, reference: payment.reference },
              'card payment recorded by the reconciler',
            );
          } else {
            await life.noteCardPaymentChecked(payment.reference, now);
          }
        } catch (error) {
          logger.warn(
            { err: error, reference: payment.reference },
            'card payment could not be checked with Paystack',
          );
        }
      }
    }
  }

  const loop = pollEvery(
    Math.min(afterMs, 60_000),
    () => runOnce(),
    (error) => logger.error({ err: error }, 'card payments could not be reconciled'),
  );
  return {
    runOnce,
    stop: () => loop.stop(),
  };
}
