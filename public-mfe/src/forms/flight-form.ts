import { EMPTY_FLIGHT_REQUEST, flightRequestMessage, tripOf } from '../pages/flights/flight-request';
import { honeypot, type SiteForm, sender } from './site-form';

/** A flight and hotel request: its trip checked by the contract, its text for the agency to read. */
export const flightForm: SiteForm<'sendMessage'> = {
  endpoint: 'sendMessage',
  body: (fields) => {
    const trip = tripOf({ ...EMPTY_FLIGHT_REQUEST, ...fields });
    return {
      ...sender(fields),
      message: flightRequestMessage(trip),
      category: 'flightmessage',
      trip,
      ...honeypot(fields),
    };
  },
};
