import { SEAT_HOLDING_STATUSES } from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import { NotFound } from '../../errors';
import { BookingModel } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { DEPARTURE_NOT_FOUND } from '../departures/seats';
import { PackageModel } from '../packages/package.model';
import { slug } from './csv-file';

export type LeanDeparture = StoredDeparture & { _id: Types.ObjectId };

/** The departure a file is about (404 when there is none). */
export async function departureOf(id: string): Promise<LeanDeparture> {
  const departure = await DepartureModel.findById(id).lean<LeanDeparture>();
  if (!departure) throw new NotFound(DEPARTURE_NOT_FOUND);
  return departure;
}

/** How a departure's export is named: `rooming-2027-05-20-hajj-2027-premium.csv`. */
export async function fileNameOf(departure: LeanDeparture, kind: string): Promise<string> {
  const item = await PackageModel.findById(departure.packageId).select('title').lean<{ title: string }>();
  return `${kind}-${departure.departsOn}-${slug(item?.title ?? 'departure')}.csv`;
}

/** The bookings holding a departure's seats, by reference. */
export const bookingsOn = (departure: Pick<LeanDeparture, '_id'>): Promise<LeanBooking[]> =>
  BookingModel.find({ departureId: departure._id, status: trusted({ $in: SEAT_HOLDING_STATUSES }) })
    .sort({ reference: 1 })
    .lean<LeanBooking[]>()
    .exec();
