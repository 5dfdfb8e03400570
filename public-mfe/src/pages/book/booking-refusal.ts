import { ApiError, NetworkError } from '@safa/api-client';
import { BOOKING_MESSAGES } from '@safa/contract';
import type { Fields } from '../../forms/site-form';

/** A refusal of the whole booking form (not of one of its fields), and the ways on it offers. */
export interface BookingRefusal {
  /** Why: the API's words, the connection's, or the page's own. */
  text: string;
  /** The departure is sold out: the waitlist, and the package's other departures. */
  soldOut: boolean;
  /** Unpaid bookings hold the departure's share of seats: booking paying the deposit now by card, or the waitlist. */
  heldUnpaid: boolean;
}

export const BOOKING_NOT_MADE = 'Your booking was not made';

const SOMETHING_WRONG = 'Something went wrong. Please try again, or call us.';

/** What the page says of a booking the API refused, or that never reached it. */
export function bookingRefusalOf(error: unknown): BookingRefusal {
  const serverText = error instanceof ApiError ? error.serverText() : undefined;
  return {
    text: serverText ?? (error instanceof NetworkError ? error.message : SOMETHING_WRONG),
    soldOut: serverText === BOOKING_MESSAGES.soldOut,
    heldUnpaid: serverText === BOOKING_MESSAGES.heldUnpaid,
  };
}

/** The waitlist is offered: the departure is sold out, or its seats are held by unpaid bookings. */
export const offersWaitlist = (refusal: BookingRefusal | undefined) =>
  refusal !== undefined && (refusal.soldOut || refusal.heldUnpaid);

/** A booking the API refused as a whole, and what had been typed in its form. */
export interface RefusedBooking {
  refusal: BookingRefusal;
  values: Fields;
}

/** A field to mend, and its words, as the refused form's summary links to it. */
export interface FieldProblem {
  id: string;
  message: string;
}
