import { NotFound } from '../../errors';
import { BookingModel } from './booking.model';
import type { LeanBooking } from './booking-answers';
import { hashOfLink, LINK_NOT_VALID } from './booking-link';

/** The booking whose private link carries `token` (404 naming nothing otherwise). */
export async function bookingOfLink(token: string): Promise<LeanBooking> {
  const booking = await BookingModel.findOne({ linkHash: hashOfLink(token) }).lean<LeanBooking>();
  if (!booking) throw new NotFound(LINK_NOT_VALID);
  return booking;
}
