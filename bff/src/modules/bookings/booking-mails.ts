import { type BookingView, formatNaira, whatsAppLink } from '@safa/contract';
import type { Types } from 'mongoose';
import type { DataCipher } from '../../data-cipher';
import type { MailSource, OutgoingMail } from '../notifications/mail-sources';
import { composeMail, inLagos, type Link, longDay, type Row } from '../notifications/mail-text';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { outboxStore } from '../outbox/outbox-store';
import { BookingModel, type StoredBooking } from './booking.model';
import { type LeanBooking, tripsOf } from './booking-answers';
import { manageUrl } from './booking-link';
import { amountsOf } from './booking-money';

/** The kinds of e-mail a booking carries. */
export const BOOKING_MAIL = { received: 'bookingReceived', toAgency: 'bookingToAgency' } as const;

/** A booking's e-mails need its private link, kept sealed out of every other read. */
export const bookingOutbox = outboxStore<StoredBooking>(BookingModel, { select: '+linkSealed' });

/** What an e-mail of another module about a booking is written from (a receipt, a reminder). */
export interface BookingMailContext {
  booking: LeanBooking;
  entry: OutboxEntry;
  trip: BookingView['trip'];
  /** The customer's private link to their booking. */
  bookingUrl: string;
}

/** Writes one kind of e-mail about a booking, registered by the module that sends it. */
export type BookingMailComposer = (context: BookingMailContext) => Promise<OutgoingMail> | OutgoingMail;

/**
 * The e-mails a booking carries: to the customer, what they booked, what is due by when and their
 * private link (which only they get, from this e-mail and the page that booked); to the agency, the
 * booking with a WhatsApp reply and its place in the admin.
 */
export const bookingMails = (
  cipher: DataCipher,
  composers: Readonly<Record<string, BookingMailComposer>> = {},
): MailSource<StoredBooking> => ({
  name: 'booking',
  store: bookingOutbox,
  async compose({ document, entry }, siteUrl) {
    const booking = { ...document, _id: document._id as Types.ObjectId };
    const trip = (await tripsOf([booking]))(booking);
    const bookingUrl = manageUrl(siteUrl, cipher.decrypt(booking.linkSealed, booking._id.toHexString()));
    const composer = composers[entry.kind];
    if (composer) return composer({ booking, entry, trip, bookingUrl });
    const amounts = amountsOf(booking, booking.payments);
    const travellers = booking.travellers.map((traveller) => traveller.fullName).join(', ');
    const rows: Row[] = [
      ['Reference', booking.reference],
      ['Package', trip.packageTitle],
      ['Departure', longDay(trip.departsOn)],
      ...(trip.returnsOn ? ([['Return', longDay(trip.returnsOn)]] as Row[]) : []),
      ['Room', booking.room],
      ['Travellers', travellers],
      ['Total', formatNaira(amounts.total)],
      ['Deposit due', formatNaira(amounts.depositDue)],
      ['Held until', inLagos(booking.holdExpiresAt)],
    ];
    if (entry.kind === BOOKING_MAIL.toAgency) {
      const greeting = `Hello ${booking.contact.name.split(/\s+/)[0]}, thank you for booking ${trip.packageTitle} (${booking.reference}). `;
      const whatsApp = whatsAppLink(booking.contact.phone, greeting);
      const links: Link[] = [
        ...(whatsApp ? [['Reply on WhatsApp', whatsApp] as Link] : []),
        ['Open it in the admin', `${siteUrl}/admin/bookings/${booking._id.toHexString()}`],
      ];
      return composeMail(
        `New booking ${booking.reference}: ${booking.travellers.length} on ${trip.packageTitle}, ${longDay(trip.departsOn)}`,
        [
          ...rows,
          ['Name', booking.contact.name],
          ['Phone', booking.contact.phone],
          ['E-mail', booking.contact.email],
        ],
        'The seats are held until the time above; unpaid, they go back to the departure by themselves.',
        links,
      );
    }
    return {
      to: booking.contact.email,
      ...composeMail(
        `Your booking ${booking.reference}: ${trip.packageTitle}, ${longDay(trip.departsOn)}`,
        rows,
        `Thank you, ${booking.contact.name}. Your seats are held until ${inLagos(booking.holdExpiresAt)}: ` +
          `pay the deposit of ${formatNaira(amounts.depositDue)} by then to keep them. Your booking's page ` +
          'shows how to pay and what is paid; keep its link to yourself.',
        [['Your booking', bookingUrl]],
      ),
    };
  },
});
