import {
  addDays,
  type DepartureMoney,
  lagosDayStart,
  type MoneyReport,
  type moneyReportQuerySchema,
} from '@safa/contract';
import { type QueryFilter, type Types, trusted } from 'mongoose';
import type { z } from 'zod';
import { BookingModel, type StoredBooking } from '../bookings/booking.model';
import { type LeanBooking, overdueOfBooking, tripsOf } from '../bookings/booking-answers';
import { departureOf } from '../pilgrims/departure-files';
import { noMoney, type ReportedBooking, sumOf, withBooking } from './money-figures';

export type MoneyReportQuery = z.output<typeof moneyReportQuerySchema>;

/**
 * Bookings fetched at a time: a batch of MongoDB's is otherwise up to 16 MB, the whole report's
 * bookings at once for thousands of them.
 */
const BATCH = 500;

/** What a booking is read for the report, and no more: its ledger is the largest part. */
const REPORTED_FIELDS = 'departureId packageId status amounts ledger plan createdAt';
type Reported = ReportedBooking & Pick<LeanBooking, 'departureId' | 'packageId' | 'plan' | 'createdAt'>;

/** The bookings of one departure, or those made from the first moment of `from` to the last of `to` in Lagos. */
async function bookingsAsked(query: MoneyReportQuery): Promise<QueryFilter<StoredBooking>> {
  if (query.departureId) return { departureId: (await departureOf(query.departureId))._id };
  const { from = '', to = '' } = query;
  return { createdAt: trusted({ $gte: lagosDayStart(from), $lt: lagosDayStart(addDays(to, 1)) }) };
}

/** The departures (with their packages) the bookings asked for are on, each once. */
const departuresOf = (filter: QueryFilter<StoredBooking>) =>
  BookingModel.aggregate<{ _id: Types.ObjectId; packageId: Types.ObjectId }>([
    { $match: filter },
    { $group: { _id: '$departureId', packageId: { $first: '$packageId' } } },
  ]);

/**
 * The money report, worked out from the bookings' own amounts and ledgers: read one booking at a time
 * (a cursor), so its memory grows with the departures, not the bookings.
 */
export async function moneyReport(query: MoneyReportQuery, now = new Date()): Promise<MoneyReport> {
  const filter = await bookingsAsked(query);
  const departures = await departuresOf(filter);
  const tripOf = await tripsOf(departures.map(({ _id, packageId }) => ({ departureId: _id, packageId })));
  const figuresOf = new Map<string, DepartureMoney>();
  const cursor = BookingModel.find(filter)
    .select(REPORTED_FIELDS)
    .lean<Reported[]>()
    .cursor({ batchSize: BATCH });
  for await (const booking of cursor as AsyncIterable<Reported>) {
    const trip = tripOf(booking);
    const before = figuresOf.get(trip.departureId) ?? {
      departureId: trip.departureId,
      packageTitle: trip.packageTitle,
      departsOn: trip.departsOn,
      ...noMoney(),
    };
    const overdue = overdueOfBooking(booking, trip, now)?.amount ?? 0;
    figuresOf.set(trip.departureId, { ...before, ...withBooking(before, booking, overdue) });
  }
  const rows = [...figuresOf.values()].sort(
    (a, b) => a.departsOn.localeCompare(b.departsOn) || a.packageTitle.localeCompare(b.packageTitle),
  );
  return { departures: rows, total: rows.reduce(sumOf, noMoney()) };
}
