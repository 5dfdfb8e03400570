import { lazy } from 'react';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';

export const flightsPage: PublicPage = {
  path: '/flights',
  Component: lazy(() => import('./FlightsPage')),
  head: {
    title: 'Flights and hotels',
    description:
      'Tell us where and when you travel: we find the flights and the hotel, and help with visas and insurance.',
    trail: [HOME_CRUMB],
  },
};
