import { writtenDay } from '@safa/contract';
import { surroundingsOf } from '../bookings/booking-answers';
import type { BookingMailComposers } from '../bookings/booking-mails';
import type { BookingMailContext } from '../bookings/booking-message-context';
import { composeMail, longDay, type Row } from '../notifications/mail-text';
import { travellerOf } from './traveller-answers';

/** What each traveller still has to send or complete, in words: `Amina Bello: passport number, Passport photograph`. */
export async function missingOf({
  booking,
  cipher,
}: Pick<BookingMailContext, 'booking' | 'cipher'>): Promise<Row[]> {
  const { readinessOf, roomNumberOf } = (await surroundingsOf([booking]))(booking);
  return booking.travellers.flatMap((stored) => {
    const traveller = travellerOf(stored, {
      cipher,
      bookingId: booking._id.toHexString(),
      show: 'masked',
      roomNumberOf,
    });
    const { missingDetails, missingDocuments, problems } = readinessOf(booking, traveller);
    const missing = [...missingDetails, ...missingDocuments, ...problems];
    return missing.length > 0 ? [[traveller.fullName, missing.join('; ')] as Row] : [];
  });
}

/** The e-mails of the pilgrim's file: what is missing before the documents are due, a visa issued, the trip near. */
export const pilgrimMails: Pick<
  BookingMailComposers,
  'documentsMissing' | 'visaIssued' | 'departureReminder'
> = {
  async documentsMissing(context) {
    const { booking, trip, bookingUrl } = context;
    return {
      to: booking.contact.email,
      ...composeMail(
        `Your travellers’ documents for ${trip.packageTitle} are due by ${writtenDay(trip.documentsDueOn)}`,
        [['Booking', booking.reference], ...(await missingOf(context))],
        `Please complete your travellers and send their documents on your booking’s page by ${writtenDay(trip.documentsDueOn)}: ` +
          'the visa is applied for with them. After that day, send anything missing to us on WhatsApp.',
        [['Your booking', bookingUrl]],
      ),
    };
  },

  visaIssued({ booking, entry, trip, bookingUrl }) {
    const traveller = booking.travellers.find((each) => each.id.toHexString() === entry.about);
    return {
      to: booking.contact.email,
      ...composeMail(
        `The visa of ${traveller?.fullName ?? 'your traveller'} is issued`,
        [
          ['Booking', booking.reference],
          ['Package', trip.packageTitle],
          ['Traveller', traveller?.fullName ?? ''],
          ['Departure', longDay(trip.departsOn)],
        ],
        'Good news: the visa is issued. Your booking’s page shows where each traveller stands before the trip.',
        [['Your booking', bookingUrl]],
      ),
    };
  },

  departureReminder({ booking, trip, bookingUrl }) {
    return {
      to: booking.contact.email,
      ...composeMail(
        `${trip.packageTitle} leaves on ${longDay(trip.departsOn)}`,
        [
          ['Booking', booking.reference],
          ['Departure', longDay(trip.departsOn)],
          ['Travellers', booking.travellers.map((traveller) => traveller.fullName).join(', ')],
        ],
        'Your trip is near. Your booking’s page shows each traveller’s papers and anything still to do; call us ' +
          'or write on WhatsApp with any question before you leave.',
        [['Your booking', bookingUrl]],
      ),
    };
  },
};
