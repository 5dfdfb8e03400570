import { honeypot, type SiteForm, text } from './site-form';

/** "Find my booking": the fields the visitor fills in. */
export const FIND_BOOKING_FIELDS = { reference: 'reference', contact: 'contact' } as const;

/** A booking's reference and the phone number or e-mail it was made with (the API sends the link, or not). */
export const findBookingForm: SiteForm<'findBooking'> = {
  endpoint: 'findBooking',
  body: (fields) => ({
    reference: text(fields, FIND_BOOKING_FIELDS.reference),
    contact: text(fields, FIND_BOOKING_FIELDS.contact),
    ...honeypot(fields),
  }),
};
