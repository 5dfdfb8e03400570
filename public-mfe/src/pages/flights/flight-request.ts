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

/** The trip details as the message text the agency reads in its back office. */
export function flightRequestMessage(request: FlightRequest): string {
  return [
    `Flight request: ${request.from} to ${request.to}`,
    `Departure: ${request.departure}`,
    `Return: ${request.returnDate || 'one way'}`,
    `Travellers: ${request.travellers}`,
    `Hotel: ${request.hotel.trim() || 'not needed'}`,
  ].join('\n');
}
