import { contactLinks, firstName, type ReplyLinks } from './enquiry-reply';

/* No zod here: the admin's bundle uses these without carrying a schema. */

/** What a reply needs to know of a booking. */
export interface BookingCorrespondence {
  reference: string;
  trip: { packageTitle: string };
  contact: { name: string; phone: string; email: string };
}

/** Writes to a booking's lead contact in one tap, greeting them by name and naming their booking. */
export function bookingReplyLinks({ reference, trip, contact }: BookingCorrespondence): ReplyLinks {
  return contactLinks(contact, {
    subject: `Your booking ${reference}: ${trip.packageTitle}`,
    greeting: `Hello ${firstName(contact.name)}, thank you for booking ${trip.packageTitle} (${reference}). `,
  });
}
