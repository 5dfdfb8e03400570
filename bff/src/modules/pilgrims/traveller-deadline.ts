import { SEAT_HOLDING_STATUSES } from '@safa/contract';
import type { LeanBooking } from '../bookings/booking-answers';

/**
 * Whether the customer may still complete the travellers and send documents: while the booking
 * holds its seats, until the departure's documents are due (after, the operator alone changes them).
 */
export const travellersOpen = (
  booking: Pick<LeanBooking, 'status'>,
  trip: { documentsDueOn: string },
  today: string,
): boolean => SEAT_HOLDING_STATUSES.includes(booking.status) && today <= trip.documentsDueOn;
