import { BOOKING_MESSAGES, type RoomType } from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import { NOT_ARCHIVED } from '../../db/archiving';
import { Conflict, NotFound } from '../../errors';
import { DepartureModel, type StoredDeparture } from './departure.model';

export const DEPARTURE_NOT_FOUND = 'This departure does not exist.';

/** Why a departure refused seats in `room`, as the visitor reads it. */
function refusal(departure: StoredDeparture | null, room: RoomType, today: string): Error {
  if (!departure) return new NotFound(DEPARTURE_NOT_FOUND);
  if (departure.status !== 'open' || departure.archivedAt || departure.packageArchived) {
    return new Conflict(BOOKING_MESSAGES.closed);
  }
  if (departure.departsOn <= today) return new Conflict(BOOKING_MESSAGES.departed);
  if (!departure.rooms.some((offered) => offered.type === room))
    return new Conflict(BOOKING_MESSAGES.noSuchRoom);
  return tooFewSeats(departure);
}

/** The departure has too few seats left for what was asked: none, or how many. */
function tooFewSeats(departure: Pick<StoredDeparture, 'seats' | 'seatsBooked'>): Error {
  const left = departure.seats - departure.seatsBooked;
  return new Conflict(left <= 0 ? BOOKING_MESSAGES.soldOut : BOOKING_MESSAGES.seatsLeft(left));
}

/**
 * Takes `seats` seats on the departure for `bookingId`, in one conditional update (no read before
 * it): only while the departure is open and neither it nor its package is archived, leaves after
 * `today`, offers `room` and has them left. Any
 * number of parallel bookings, on any number of BFF instances, take at most its seats. Throws 404 or
 * 409 with the reason otherwise.
 */
export async function takeSeats({
  departureId,
  bookingId,
  seats,
  room,
  today,
  now = new Date(),
}: {
  departureId: Types.ObjectId;
  bookingId: Types.ObjectId;
  seats: number;
  room: RoomType;
  today: string;
  now?: Date;
}): Promise<StoredDeparture> {
  const taken = await DepartureModel.findOneAndUpdate(
    {
      _id: departureId,
      status: 'open',
      ...NOT_ARCHIVED,
      packageArchived: trusted({ $ne: true }),
      departsOn: trusted({ $gt: today }),
      'rooms.type': room,
      $expr: trusted({ $lte: [{ $add: ['$seatsBooked', seats] }, '$seats'] }),
    },
    {
      $inc: { seatsBooked: seats },
      $push: { holds: { bookingId, seats, at: now } },
      $set: { everBooked: true },
    },
    { returnDocument: 'after' },
  ).lean<StoredDeparture>();
  if (taken) return taken;
  throw refusal(await DepartureModel.findById(departureId).lean<StoredDeparture>(), room, today);
}

/**
 * Adds `seats` to those `bookingId` holds on the departure (more travellers), in one conditional
 * update: only while the departure has them left, and the booking holds seats there. 409 with the
 * seats left otherwise, nothing taken.
 */
export async function takeMoreSeats({
  departureId,
  bookingId,
  seats,
}: {
  departureId: Types.ObjectId;
  bookingId: Types.ObjectId;
  seats: number;
}): Promise<void> {
  const taken = await DepartureModel.updateOne(
    {
      _id: departureId,
      'holds.bookingId': bookingId,
      $expr: trusted({ $lte: [{ $add: ['$seatsBooked', seats] }, '$seats'] }),
    },
    { $inc: { seatsBooked: seats, 'holds.$.seats': seats } },
  );
  if (taken.modifiedCount > 0) return;
  const departure = await DepartureModel.findById(departureId).lean<StoredDeparture>();
  throw departure ? tooFewSeats(departure) : new NotFound(DEPARTURE_NOT_FOUND);
}

/** Gives back `seats` of those `bookingId` holds on the departure (fewer travellers); its hold stays for the rest. */
export async function returnSomeSeats(
  departureId: Types.ObjectId,
  bookingId: Types.ObjectId,
  seats: number,
): Promise<boolean> {
  const result = await DepartureModel.updateOne(
    { _id: departureId, holds: trusted({ $elemMatch: { bookingId, seats: { $gt: seats } } }) },
    { $inc: { seatsBooked: -seats, 'holds.$.seats': -seats } },
  );
  return result.modifiedCount > 0;
}

/**
 * Gives back the seats `bookingId` holds on the departure, once: the hold and the count go together,
 * so a second call (another worker, a retry) finds no hold and changes nothing. True when it gave.
 */
export async function returnSeats(
  departureId: Types.ObjectId,
  bookingId: Types.ObjectId,
  seats: number,
): Promise<boolean> {
  const result = await DepartureModel.updateOne(
    { _id: departureId, 'holds.bookingId': bookingId },
    { $inc: { seatsBooked: -seats }, $pull: { holds: { bookingId } } },
  );
  return result.modifiedCount > 0;
}

/** Every seat hold older than `before`, for a sweep to check against its booking. */
export async function holdsOlderThan(
  before: Date,
): Promise<Array<{ departureId: Types.ObjectId; bookingId: Types.ObjectId; seats: number }>> {
  const departures = await DepartureModel.find({ 'holds.at': trusted({ $lt: before }) })
    .select('holds')
    .lean<Array<Pick<StoredDeparture, 'holds'> & { _id: Types.ObjectId }>>();
  return departures.flatMap((departure) =>
    departure.holds
      .filter((hold) => hold.at < before)
      .map((hold) => ({ departureId: departure._id, bookingId: hold.bookingId, seats: hold.seats })),
  );
}
