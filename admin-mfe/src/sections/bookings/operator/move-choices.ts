import { type Booking, bookingPrice, type Departure } from '@safa/contract';
import { formatDay, formatNaira } from '@safa/shared-ui';
import { roomLabel } from '../../packages/departures/departure-text';
import { bookableDepartures } from './new-booking-form';

/** A departure a booking may move to, as the operator reads it; `unfit` says why it cannot, if so. */
export interface MoveChoice {
  departure: Departure;
  text: string;
  unfit?: string;
}

/**
 * The other open departures to come of the booking's package, each with its seats left and what the
 * booking costs there (its room and travellers at that departure's prices), soonest first.
 */
export function moveChoices(
  booking: Pick<Booking, 'trip' | 'room' | 'travellers'>,
  departures: readonly Departure[],
) {
  const types = booking.travellers.map((traveller) => traveller.type);
  return bookableDepartures(departures, booking.trip.packageId)
    .filter((departure) => departure.id !== booking.trip.departureId)
    .sort((a, b) => a.departsOn.localeCompare(b.departsOn))
    .map((departure): MoveChoice => {
      const price = bookingPrice(departure, booking.room, types);
      const seats = `${departure.seatsLeft} ${departure.seatsLeft === 1 ? 'seat' : 'seats'} left`;
      const text = `${formatDay(departure.departsOn)} · ${seats}`;
      if (!price) return { departure, text, unfit: `no ${roomLabel(booking.room).toLowerCase()} room` };
      if (departure.seatsLeft < types.length) return { departure, text, unfit: 'too few seats' };
      return { departure, text: `${text} · ${formatNaira(price.total)}` };
    });
}
