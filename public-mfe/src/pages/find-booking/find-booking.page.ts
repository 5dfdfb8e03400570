import { lazy } from 'react';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';

/** "Find my booking": a lost private link sent again to the contact the booking has. */
export const findBookingPage: PublicPage = {
  path: '/find-booking',
  Component: lazy(() => import('./FindBookingPage')),
  head: {
    title: 'Find my booking',
    description:
      'Lost the link to your booking? Give its reference and the phone number or e-mail you booked with: we send the link again.',
    trail: [HOME_CRUMB],
  },
};
