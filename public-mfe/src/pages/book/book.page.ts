import { BOOKING_LIMITS } from '@safa/contract';
import { lazy } from 'react';
import { packageQueries } from '../../api/page-query';
import type { PublicPage } from '../../site/public-page';
import { asIs, whole } from '../../site/readings';
import { PACKAGES_TRAIL } from '../package/package.page';

/** The package and departure a booking form is for (`/book?package=…&departure=…`). */
export const bookingTripOf = (search: URLSearchParams) => ({
  packageId: search.get('package'),
  departureId: search.get('departure'),
});

export const bookPage: PublicPage = {
  path: '/book',
  Component: lazy(() => import('./BookingPage')),
  head: {
    title: 'Book your trip',
    description: 'Book seats on a departure: your room, your travellers and how to reach you.',
    trail: PACKAGES_TRAIL,
    unlisted: true,
  },
  // Its form's one-time key is the visitor's alone: never kept, never shared.
  personal: true,
  oneTimeForm: true,
  parameters: { package: asIs, departure: asIs, travellers: whole(BOOKING_LIMITS.travellersMax) },
  data: {
    queries: (search) => packageQueries(bookingTripOf(search).packageId),
    // A departure that takes no bookings (closed, left) is said so, with the package's others.
    lacks: ({ search }) => {
      const { packageId, departureId } = bookingTripOf(search);
      return !packageId || !departureId;
    },
  },
};
