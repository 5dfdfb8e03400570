import type { FlightTrip } from '@safa/contract';

export const EMPTY_FLIGHT_REQUEST = {
  from: '',
  to: '',
  departure: '',
  returnDate: '',
  travellers: '1',
  hotel: '',
  name: '',
  phone: '',
  email: '',
  website: '',
};

export type FlightRequest = typeof EMPTY_FLIGHT_REQUEST;

/** The trip as the contract checks it (dates, travellers), from the form's texts. */
export function tripOf(request: FlightRequest): FlightTrip {
  return {
    from: request.from,
    to: request.to,
    departure: request.departure,
    ...(request.returnDate ? { returnDate: request.returnDate } : {}),
    travellers: Number(request.travellers),
    ...(request.hotel.trim() ? { hotel: request.hotel.trim() } : {}),
  };
}

/** The trip details as the message text the agency reads in its back office. */
export function flightRequestMessage(trip: FlightTrip): string {
  return [
    `Flight request: ${trip.from} to ${trip.to}`,
    `Departure: ${trip.departure}`,
    `Return: ${trip.returnDate || 'one way'}`,
    `Travellers: ${trip.travellers}`,
    `Hotel: ${trip.hotel || 'not needed'}`,
  ].join('\n');
}
