import type { BookingView } from '@safa/contract';
import type { PaymentSettings } from '../../config';
import type { DataCipher } from '../../data-cipher';
import type { OutboxEntry } from '../outbox/outbox-entry';
import type { LeanBooking } from './booking-answers';

/** What a message about a booking (an e-mail, a WhatsApp message, an SMS) is written from. */
export interface BookingMailContext {
  booking: LeanBooking;
  entry: OutboxEntry;
  trip: BookingView['trip'];
  /** The customer's private link to their booking. */
  bookingUrl: string;
  /** The public site, for the admin's links. */
  siteUrl: string;
  /** The agency's account, for how to pay. */
  bank: PaymentSettings['bank'];
  /** Reads what is sealed on the booking (its travellers' checklists read their passports). */
  cipher: DataCipher;
}

/** Where the operator sees a booking (and, with `proof`, records the payment a proof shows). */
export const adminBookingUrl = (siteUrl: string, booking: Pick<LeanBooking, '_id'>, proofId?: string) =>
  `${siteUrl}/admin/bookings/${booking._id.toHexString()}${proofId ? `?proof=${proofId}` : ''}`;
