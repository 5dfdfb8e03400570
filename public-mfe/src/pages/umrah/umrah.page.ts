import { lazy } from 'react';
import { destinationPage } from '../../site/destinations';

export const umrahPage = destinationPage('umrah', {
  path: '/umrahpackage',
  Component: lazy(() => import('./UmrahPage')),
  head: {
    title: 'Umrah packages from Lagos',
    description:
      'Umrah packages all year round, Ramadan and family plans included, with flights from Lagos and hotels near the Haram.',
  },
});
