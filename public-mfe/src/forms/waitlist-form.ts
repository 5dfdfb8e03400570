import { HONEYPOT_FIELD } from '@safa/remote-types';
import { CONTACT_FIELDS, travellersIn } from './booking-form';
import { consentOf, type Fields, honeypot, SENDER_FIELDS, type SiteForm, sender, text } from './site-form';

/** The field that carries the departure a waitlist is for. */
export const WAITLIST_DEPARTURE_FIELD = 'departureId';

/** The seats wanted: a whole number the contract checks (nothing typed is 0, which it refuses). */
const seatsOf = (fields: Fields) => Number(text(fields, 'seats'));

/** The empty fields of the waitlist form. */
export const emptyWaitlistFields = (): Fields => ({
  [SENDER_FIELDS.name]: '',
  [SENDER_FIELDS.phone]: '',
  [SENDER_FIELDS.email]: '',
  seats: '',
  consent: '',
  [HONEYPOT_FIELD]: '',
});

/** The waitlist's fields as a refused booking gives them: its lead contact, a seat for each traveller. */
export const waitlistFieldsOf = (booking: Fields): Fields => ({
  [SENDER_FIELDS.name]: text(booking, CONTACT_FIELDS.name),
  [SENDER_FIELDS.phone]: text(booking, CONTACT_FIELDS.phone),
  [SENDER_FIELDS.email]: text(booking, CONTACT_FIELDS.email),
  seats: String(travellersIn(booking)),
});

/** "Tell me when a seat frees up" of a sold-out departure: who, how to reach them, how many seats. */
export const waitlistForm: SiteForm<'joinWaitlist'> = {
  endpoint: 'joinWaitlist',
  id: (fields) => text(fields, WAITLIST_DEPARTURE_FIELD),
  body: (fields) => ({
    ...sender(fields),
    seats: seatsOf(fields),
    consent: consentOf(fields),
    ...honeypot(fields),
  }),
};
