import type { BookingStatus, HistoryEvent } from '@safa/contract';
import { Types } from 'mongoose';
import type { Logger } from '../../logger';
import { BookingModel, type StoredLedgerEntry } from './booking.model';
import { amountsOf, hasEnded, phaseOf } from './booking-ledger';

interface LegacyHistoryEntry {
  status: BookingStatus;
  at: Date;
  note?: string;
}

/** What a history entry of a booking stored before events were named told of. */
function eventOf({ status, note }: LegacyHistoryEntry): HistoryEvent {
  if (note?.startsWith('Refund')) return 'refund';
  if (status === 'deposit_paid' || status === 'paid' || note?.startsWith('Payment')) return 'payment';
  return status === 'checking' ? 'proof_sent' : status;
}

/**
 * Bookings stored before their money became a ledger carry `payments` (payments and refunds) and
 * no `revision`: each is moved to the ledger at start, once, with its amounts worked out, its history
 * entries named and its hold's start (its booking's), so every later change is conditional on it.
 * With the travellers' files below, the one write of bookings outside booking-life.ts, and only of those.
 */
export async function moveBookingsToTheirLedger(logger: Logger): Promise<void> {
  const legacy = BookingModel.collection.find({ revision: { $exists: false } });
  let moved = 0;
  for await (const booking of legacy) {
    const status = booking.status as BookingStatus;
    const ledger = ((booking.payments ?? []) as StoredLedgerEntry[]).map((entry) =>
      entry.kind === 'refund'
        ? { ...entry, reason: hasEnded(status) ? 'booking_ended' : 'overpayment' }
        : entry,
    ) as StoredLedgerEntry[];
    const history = ((booking.history ?? []) as LegacyHistoryEntry[]).map((entry) => ({
      ...entry,
      event: eventOf(entry),
      by: 'system',
    }));
    const result = await BookingModel.collection.updateOne(
      { _id: booking._id, revision: { $exists: false } },
      {
        $set: {
          ledger,
          history,
          amounts: amountsOf(
            { total: booking.total, depositDue: booking.depositDue },
            ledger,
            phaseOf(status),
          ),
          holdFrom: booking.createdAt,
          revision: 0,
        },
        $unset: { payments: '' },
      },
    );
    moved += result.modifiedCount;
  }
  if (moved > 0) logger.info({ moved }, 'bookings moved to their ledger');
}

interface LegacyTraveller {
  id?: unknown;
  fullName: string;
}

/**
 * Bookings stored before their travellers had files carry travellers without an id, a type, a price,
 * a visa or documents: each is given them at start, once (an adult at the room's price, as they were
 * charged), so the customer and the operator can complete them.
 */
export async function giveTravellersTheirFiles(logger: Logger): Promise<void> {
  const legacy = BookingModel.collection.find({ 'travellers.id': { $exists: false } });
  let given = 0;
  for await (const booking of legacy) {
    const travellers = (booking.travellers as LegacyTraveller[]).map((traveller) => ({
      ...traveller,
      id: new Types.ObjectId(),
      type: 'adult',
      price: booking.roomPrice,
      visa: { status: 'not_started' },
      documents: [],
    }));
    const result = await BookingModel.collection.updateOne(
      { _id: booking._id, 'travellers.id': { $exists: false } },
      { $set: { travellers }, $inc: { revision: 1 } },
    );
    given += result.modifiedCount;
  }
  if (given > 0) logger.info({ bookings: given }, 'travellers given their files');
}
