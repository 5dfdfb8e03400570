import { lazy } from 'react';
import { destinationPage } from '../../site/destinations';

export const hajjPage = destinationPage('hajj', {
  path: '/hajjpackage',
  Component: lazy(() => import('./HajjPage')),
  head: {
    title: 'Hajj packages from Lagos',
    description:
      'Guided Hajj packages with hotels close to the Haram, flights from Lagos and experienced scholars, priced in naira.',
  },
});
