import { formatNaira, PAYABLE_STATUSES, type PaymentsSummary, whatsAppLink } from '@safa/contract';
import { trusted } from 'mongoose';
import { lagosDay } from '../../lagos-calendar';
import { BookingModel } from '../bookings/booking.model';
import { type LeanBooking, tripsOf } from '../bookings/booking-answers';
import { amountsOf } from '../bookings/booking-money';
import { WITH_PROOF_TO_CHECK } from './proofs';

/** Proofs waiting for the operator, and balances whose day has passed (oldest first), for the dashboard. */
export async function paymentsSummary(now = new Date()): Promise<PaymentsSummary> {
  const [withProofs, owing] = await Promise.all([
    BookingModel.find(WITH_PROOF_TO_CHECK).select('proofs').lean<Array<Pick<LeanBooking, 'proofs'>>>(),
    BookingModel.find({ status: trusted({ $in: PAYABLE_STATUSES }) }).lean<LeanBooking[]>(),
  ]);
  const today = lagosDay(now);
  const tripOf = await tripsOf(owing);
  const overdue = owing
    .map((booking) => ({ booking, trip: tripOf(booking), ...amountsOf(booking, booking.payments) }))
    .filter(({ trip, balance }) => balance > 0 && trip.balanceDueOn !== '' && trip.balanceDueOn < today)
    .sort((a, b) => a.trip.balanceDueOn.localeCompare(b.trip.balanceDueOn));
  return {
    proofsToCheck: withProofs.reduce(
      (count, booking) => count + booking.proofs.filter((proof) => !proof.checkedAt).length,
      0,
    ),
    overdueBalances: overdue.map(({ booking, trip, balance }) => {
      const greeting =
        `Hello ${booking.contact.name.split(/\s+/)[0]}, a reminder from Safa Travels: the balance of ` +
        `${formatNaira(balance)} for ${trip.packageTitle} (${booking.reference}) was due on ${trip.balanceDueOn}.`;
      const whatsApp = whatsAppLink(booking.contact.phone, greeting);
      return {
        bookingId: booking._id.toHexString(),
        reference: booking.reference,
        name: booking.contact.name,
        phone: booking.contact.phone,
        balance,
        dueOn: trip.balanceDueOn,
        ...(whatsApp && { whatsApp }),
      };
    }),
  };
}
