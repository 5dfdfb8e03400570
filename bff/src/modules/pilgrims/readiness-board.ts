import { documentsDueOn, type ReadinessBoard } from '@safa/contract';
import type { DataCipher } from '../../data-cipher';
import { surroundingsOf } from '../bookings/booking-answers';
import { bookingsOn, departureOf } from './departure-files';
import { travellerOf } from './traveller-answers';

/**
 * A departure's readiness board: each traveller holding a seat, beside their booking's money, with
 * their checklist (details, documents and their dates, visa, room, paid), and how many are ready.
 */
export async function readinessBoard(id: string, cipher: DataCipher): Promise<ReadinessBoard> {
  const departure = await departureOf(id);
  const bookings = await bookingsOn(departure);
  const surroundings = await surroundingsOf(bookings);
  const rows = bookings.flatMap((booking) => {
    const { trip, readinessOf, roomNumberOf } = surroundings(booking);
    const bookingId = booking._id.toHexString();
    return booking.travellers.map((stored) => {
      const traveller = travellerOf(stored, { cipher, bookingId, show: 'masked', roomNumberOf });
      return {
        bookingId,
        bookingReference: booking.reference,
        bookingStatus: booking.status,
        travellerId: traveller.id,
        fullName: traveller.fullName,
        paid: booking.amounts.paid,
        balance: booking.amounts.balance,
        balanceDueOn: trip.balanceDueOn,
        readiness: readinessOf(booking, traveller),
      };
    });
  });
  return {
    departureId: id,
    departsOn: departure.departsOn,
    documentsDueOn: documentsDueOn(departure),
    rows,
    ready: rows.filter((row) => row.readiness.ready).length,
  };
}
