import { SEAT_HOLDING_STATUSES } from '@safa/contract';
import { trusted } from 'mongoose';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { holdsOlderThan } from '../departures/seats';
import { BookingModel } from './booking.model';
import type { BookingService } from './booking.service';
import type { LeanBooking } from './booking-answers';

export interface HoldExpiryTiming {
  /** How often to look for bookings whose hold has passed. */
  pollMs: number;
  /** A seat hold whose booking is not there this long after it was taken is a crash's leftover. */
  orphanAfterMs: number;
}

export const HOLD_EXPIRY_TIMING: HoldExpiryTiming = { pollMs: 30_000, orphanAfterMs: 10 * 60 * 1000 };

export interface HoldExpiry {
  /** Expires what is due and sweeps leftovers now; resolves once done. */
  runOnce(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Ends unpaid holds: a `held` booking without payment past its `holdExpiresAt` becomes `expired` in one conditional
 * update (the claim: of several BFF instances, one makes it), then its seats go back (once, see
 * seats.ts). It also gives back seats whose booking was never stored, or stopped holding without
 * giving them back (a process that died in between).
 */
export function startHoldExpiry(
  bookings: BookingService,
  { logger, timing = HOLD_EXPIRY_TIMING }: { logger: Logger; timing?: HoldExpiryTiming },
): HoldExpiry {
  async function expireNext(now: Date): Promise<boolean> {
    const expired = await BookingModel.findOneAndUpdate(
      // A held booking with any payment recorded is the customer's: it no longer expires.
      { status: 'held', holdExpiresAt: trusted({ $lte: now }), 'payments.0': trusted({ $exists: false }) },
      { $set: { status: 'expired' }, $push: { history: { status: 'expired', at: now } } },
      { sort: { holdExpiresAt: 1 }, returnDocument: 'after' },
    )
      .select('+holders')
      .lean<LeanBooking>();
    if (!expired) return false;
    await bookings.releaseSeats(expired, expired.travellers.length, expired.holders);
    logger.info({ booking: expired.reference }, 'booking expired unpaid: its seats are back');
    return true;
  }

  async function sweepLeftovers(now: Date): Promise<void> {
    const holds = await holdsOlderThan(new Date(now.getTime() - timing.orphanAfterMs));
    if (holds.length === 0) return;
    const holding = await BookingModel.find({
      _id: trusted({ $in: holds.map((hold) => hold.bookingId) }),
      status: trusted({ $in: SEAT_HOLDING_STATUSES }),
    })
      .select('_id')
      .lean<Array<Pick<LeanBooking, '_id'>>>();
    const stillHolding = new Set(holding.map((booking) => booking._id.toHexString()));
    let swept = 0;
    for (const hold of holds.filter((candidate) => !stillHolding.has(candidate.bookingId.toHexString()))) {
      const booking = await BookingModel.findById(hold.bookingId).select('+holders').lean<LeanBooking>();
      await bookings.releaseSeats(
        { _id: hold.bookingId, departureId: hold.departureId },
        hold.seats,
        booking?.holders ?? [],
      );
      swept += 1;
    }
    if (swept > 0) logger.warn({ swept }, 'seat holds left by a stopped process given back');
  }

  async function runOnce(now = new Date()): Promise<void> {
    while (await expireNext(now));
    await sweepLeftovers(now);
  }

  const loop = pollEvery(
    timing.pollMs,
    () => runOnce(),
    (error) => logger.error({ err: error }, 'booking holds could not be checked'),
  );

  return {
    runOnce,
    async stop() {
      loop.stop();
      await loop.done;
    },
  };
}
