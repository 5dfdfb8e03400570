import { addDays, ENDED_STATUSES, lagosToday } from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { BookingModel } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import type { BookingLife } from '../bookings/booking-life';
import { DepartureModel } from '../departures/departure.model';
import { documentFiles } from './traveller-documents';
import { documentsRemoved } from './traveller-edits';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DocumentRetention {
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/** When a booking last ended (cancelled or expired), from its history. */
const endedAt = (booking: Pick<LeanBooking, 'history'>) =>
  booking.history.findLast((entry) => entry.event === 'cancelled' || entry.event === 'expired')?.at;

const documentsKept = (booking: Pick<LeanBooking, 'travellers'>) =>
  booking.travellers.flatMap((traveller) =>
    traveller.documents.filter((document) => !document.removedAt).map((document) => document.id),
  );

/**
 * Deletes travellers' documents `retentionMs` after the trip came back (its return day, in Lagos),
 * or after their booking ended, as the privacy notice says, then lists them as removed: a file
 * first, so that a stop in between deletes it again (nothing) and lists it next time.
 */
export function startDocumentRetention(
  life: BookingLife,
  {
    retentionMs,
    logger,
    pollMs = 6 * 60 * 60 * 1000,
  }: { retentionMs: number; logger: Logger; pollMs?: number },
): DocumentRetention {
  async function bookingsPastKeeping(now: Date) {
    const returnedBy = addDays(lagosToday(now), -Math.ceil(retentionMs / DAY_MS));
    const returned = await DepartureModel.find({
      $or: [
        { returnsOn: trusted({ $lt: returnedBy }) },
        { returnsOn: trusted({ $exists: false }), departsOn: trusted({ $lt: returnedBy }) },
      ],
    })
      .select('_id')
      .lean<Array<{ _id: Types.ObjectId }>>();
    const [afterTrip, ended] = await Promise.all([
      BookingModel.find({ departureId: trusted({ $in: returned.map((departure) => departure._id) }) })
        .select('travellers')
        .lean<LeanBooking[]>(),
      BookingModel.find({ status: trusted({ $in: ENDED_STATUSES }) })
        .select('travellers history')
        .lean<LeanBooking[]>(),
    ]);
    const cutoff = new Date(now.getTime() - retentionMs);
    const endedLongAgo = ended.filter((booking) => {
      const at = endedAt(booking);
      return at !== undefined && at <= cutoff;
    });
    return [
      ...new Map(
        [...afterTrip, ...endedLongAgo].map((booking) => [booking._id.toHexString(), booking]),
      ).values(),
    ];
  }

  async function runOnce(now = new Date()): Promise<number> {
    let removed = 0;
    for (const booking of await bookingsPastKeeping(now)) {
      const kept = documentsKept(booking);
      if (kept.length === 0) continue;
      for (const id of kept) await documentFiles.delete(id);
      await life.editTravellers({ _id: booking._id }, (current) => documentsRemoved(current, kept, now), now);
      removed += kept.length;
    }
    if (removed > 0) logger.info({ removed }, 'travellers’ documents kept past their time deleted');
    return removed;
  }

  const loop = pollEvery(
    pollMs,
    async () => void (await runOnce()),
    (error) => logger.error({ err: error }, 'old travellers’ documents could not be deleted'),
  );
  return { runOnce, stop: () => loop.stop() };
}
