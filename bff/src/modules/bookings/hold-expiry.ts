import { SEAT_HOLDING_STATUSES } from '@safa/contract';
import { trusted } from 'mongoose';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { holdsOlderThan } from '../departures/seats';
import { BookingModel } from './booking.model';
import type { LeanBooking } from './booking-answers';
import { type BookingLife, HOLD_ENDING_NOTICE_MS } from './booking-life';

export interface HoldExpiryTiming {
  /** How often to look for bookings whose hold has passed. */
  pollMs: number;
  /** A seat hold whose booking is not there this long after it was taken is a crash's leftover. */
  orphanAfterMs: number;
}

export const HOLD_EXPIRY_TIMING: HoldExpiryTiming = { pollMs: 30_000, orphanAfterMs: 10 * 60 * 1000 };

export interface HoldExpiry {
  /** Expires what is due, tells of holds ending soon and sweeps leftovers now; resolves once done. */
  runOnce(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

type Found = Pick<LeanBooking, '_id'>;

/**
 * Ends unpaid holds: a `held` booking with no payment past its `holdExpiresAt` expires (one
 * conditional update, by the owner of its life: of several BFF instances, one makes it), its seats
 * going back once; a booking whose proof waits for the operator is `checking`, never held, and does
 * not expire. Tells customers 12 hours before a hold ends. Gives back seats whose booking was never
 * stored, or stopped holding without giving them back (a process that died in between).
 */
export function startHoldExpiry(
  life: BookingLife,
  { logger, timing = HOLD_EXPIRY_TIMING }: { logger: Logger; timing?: HoldExpiryTiming },
): HoldExpiry {
  async function expirePassed(now: Date): Promise<void> {
    const passed = await BookingModel.find({
      status: 'held',
      holdExpiresAt: trusted({ $lte: now }),
      'ledger.kind': trusted({ $ne: 'payment' }),
    })
      .sort({ holdExpiresAt: 1 })
      .select('_id')
      .lean<Found[]>();
    for (const { _id } of passed) {
      const { booking, changed } = await life.expire(_id, now);
      if (changed) logger.info({ booking: booking.reference }, 'booking expired unpaid: its seats are back');
    }
  }

  async function tellOfHoldsEnding(now: Date): Promise<void> {
    const ending = await BookingModel.find({
      status: 'held',
      holdExpiresAt: trusted({ $gt: now, $lte: new Date(now.getTime() + HOLD_ENDING_NOTICE_MS) }),
      // Not a hold that began within the notice: its booking's own message said when it ends.
      holdFrom: trusted({ $lte: new Date(now.getTime() - HOLD_ENDING_NOTICE_MS / 2) }),
    })
      .select('_id')
      .lean<Found[]>();
    for (const { _id } of ending) await life.remindHoldEnding(_id, now);
  }

  async function sweepLeftovers(now: Date): Promise<void> {
    const holds = await holdsOlderThan(new Date(now.getTime() - timing.orphanAfterMs));
    if (holds.length === 0) return;
    const holding = await BookingModel.find({
      _id: trusted({ $in: holds.map((hold) => hold.bookingId) }),
      status: trusted({ $in: SEAT_HOLDING_STATUSES }),
    })
      .select('_id departureId')
      .lean<Array<Pick<LeanBooking, '_id' | 'departureId'>>>();
    // Held on the departure the booking is on: a move stopped halfway leaves a hold on the other one.
    const seatOf = (booking: Pick<LeanBooking, 'departureId'> & { bookingId: LeanBooking['_id'] }) =>
      `${booking.bookingId.toHexString()}@${booking.departureId.toHexString()}`;
    const stillHolding = new Set(
      holding.map(({ _id, departureId }) => seatOf({ bookingId: _id, departureId })),
    );
    const leftovers = holds.filter((hold) => !stillHolding.has(seatOf(hold)));
    for (const hold of leftovers) {
      await life.releaseSeats({ _id: hold.bookingId, departureId: hold.departureId }, hold.seats);
    }
    if (leftovers.length > 0)
      logger.warn({ swept: leftovers.length }, 'seat holds left by a stopped process given back');
  }

  async function runOnce(now = new Date()): Promise<void> {
    await expirePassed(now);
    await tellOfHoldsEnding(now);
    await sweepLeftovers(now);
  }

  const loop = pollEvery(
    timing.pollMs,
    () => runOnce(),
    (error) => logger.error({ err: error }, 'booking holds could not be checked'),
  );

  return {
    runOnce,
    stop: () => loop.stop(),
  };
}
