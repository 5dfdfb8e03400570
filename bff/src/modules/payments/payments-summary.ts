import {
  formatNaira,
  isWaitingProof,
  PAYABLE_STATUSES,
  type PaymentsSummary,
  whatsAppLink,
  writtenDay,
} from '@safa/contract';
import { trusted } from 'mongoose';
import type { ProofStorage } from '../../config';
import { BookingModel, WITH_PROOF_TO_CHECK } from '../bookings/booking.model';
import { type LeanBooking, overdueOfBooking, tripsOf } from '../bookings/booking-answers';
import { proofBytesStored } from './proof-storage';

/** How many bookings the dashboard lists with money to refund, largest first. */
const TO_REFUND_SHOWN = 20;

/**
 * Proofs waiting for the operator, money to give back (paid beyond the price, or on a booking that
 * ended: to refund, or to keep by reinstating the booking), and balances whose day has passed
 * (oldest first), for the dashboard.
 */
export async function paymentsSummary(proofs: ProofStorage, now = new Date()): Promise<PaymentsSummary> {
  const [withProofs, toRefund, owing, usedBytes] = await Promise.all([
    BookingModel.find(WITH_PROOF_TO_CHECK).select('proofs').lean<Array<Pick<LeanBooking, 'proofs'>>>(),
    BookingModel.find({ 'amounts.toRefund': trusted({ $gt: 0 }) })
      .sort({ 'amounts.toRefund': -1 })
      .limit(TO_REFUND_SHOWN)
      .select('reference contact status amounts')
      .lean<Array<Pick<LeanBooking, '_id' | 'reference' | 'contact' | 'status' | 'amounts'>>>(),
    BookingModel.find({
      status: trusted({ $in: PAYABLE_STATUSES }),
      'amounts.balance': trusted({ $gt: 0 }),
    }).lean<LeanBooking[]>(),
    proofBytesStored(),
  ]);
  const tripOf = await tripsOf(owing);
  const overdue = owing
    .flatMap((booking) => {
      const trip = tripOf(booking);
      const late = overdueOfBooking(booking, trip, now);
      return late ? [{ booking, trip, ...late }] : [];
    })
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  return {
    proofsToCheck: withProofs.reduce(
      (count, booking) => count + booking.proofs.filter(isWaitingProof).length,
      0,
    ),
    proofStorage: { usedBytes, maxBytes: proofs.maxBytes },
    toRefund: toRefund.map((booking) => ({
      bookingId: booking._id.toHexString(),
      reference: booking.reference,
      name: booking.contact.name,
      status: booking.status,
      amount: booking.amounts.toRefund,
    })),
    overdueBalances: overdue.map(({ booking, trip, amount, dueOn }) => {
      const { balance } = booking.amounts;
      const what =
        amount < balance
          ? `an instalment of ${formatNaira(amount)}`
          : `the balance of ${formatNaira(amount)}`;
      const greeting =
        `Hello ${booking.contact.name.split(/\s+/)[0]}, a reminder from Safa Travels: ${what} ` +
        `for ${trip.packageTitle} (${booking.reference}) was due on ${writtenDay(dueOn)}.`;
      const whatsApp = whatsAppLink(booking.contact.phone, greeting);
      return {
        bookingId: booking._id.toHexString(),
        reference: booking.reference,
        name: booking.contact.name,
        phone: booking.contact.phone,
        balance,
        overdue: amount,
        dueOn,
        ...(whatsApp && { whatsApp }),
      };
    }),
  };
}
