import { lazy } from 'react';
import { cardReferenceOf, cardWayBackOf } from '../../api/card-return-address';
import { answerTo, departuresOf, type PageQuery } from '../../api/page-query';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';

/** The private link's token (`/booking?token=…`). */
export const bookingTokenOf = (search: URLSearchParams) => search.get('token');

/** The booking the private link names, and the card payment its customer came back from, if any. */
function bookingQueries(search: URLSearchParams): PageQuery[] {
  const token = bookingTokenOf(search);
  const reference = cardReferenceOf(search);
  if (!token) return [];
  return [
    { name: 'getBookingByLink', token },
    ...(reference ? [{ name: 'verifyCardPayment' as const, token, reference }] : []),
  ];
}

export const bookingPage: PublicPage = {
  path: '/booking',
  Component: lazy(() => import('./BookingViewPage')),
  head: {
    title: 'Your booking',
    description: 'Your booking with us: the trip, the travellers and what is due.',
    trail: [HOME_CRUMB],
    unlisted: true,
  },
  personal: true,
  data: {
    queries: bookingQueries,
    // The departures of the booking's package: the plans its departure offers, to choose another.
    next: ({ search, answers }) => {
      const token = bookingTokenOf(search);
      const booking = token ? answerTo(answers, { name: 'getBookingByLink', token }) : undefined;
      return booking ? departuresOf([{ id: booking.trip.packageId }]) : [];
    },
    lacks: ({ search }) => !bookingTokenOf(search),
  },
  // Back from a card payment: the one-time way back traded for the booking's page, as the customer's.
  leadsTo: async (search, { api, visitor }) => {
    const way = cardWayBackOf(search);
    if (!way) return undefined;
    const { bookingPageOfWayBack } = await import('../../api/card-return');
    return bookingPageOfWayBack(way, { api, headers: visitor }).catch(() => undefined);
  },
};
