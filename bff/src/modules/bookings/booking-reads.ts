import { NotFound } from '../../errors';
import { BookingModel } from './booking.model';
import type { LeanBooking } from './booking-answers';
import { BOOKING_NOT_FOUND } from './booking-life';
import { hashOfLink, LINK_NOT_VALID } from './booking-link';

/** The booking whose private link carries `token` (404 naming nothing otherwise). */
export async function bookingOfLink(token: string): Promise<LeanBooking> {
  const booking = await BookingModel.findOne({ linkHash: hashOfLink(token) }).lean<LeanBooking>();
  if (!booking) throw new NotFound(LINK_NOT_VALID);
  return booking;
}

/** The booking of this id (404 otherwise). */
export async function bookingOfId(id: string): Promise<LeanBooking> {
  const booking = await BookingModel.findById(id).lean<LeanBooking>();
  if (!booking) throw new NotFound(BOOKING_NOT_FOUND);
  return booking;
}
