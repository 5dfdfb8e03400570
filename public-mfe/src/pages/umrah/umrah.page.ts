import { lazy } from 'react';
import { DESTINATION_DATA, DESTINATIONS_TRAIL } from '../../site/destinations';
import { firstPictureOfKind } from '../../site/link-preview';
import type { PublicPage } from '../../site/public-page';

export const umrahPage: PublicPage = {
  path: '/umrahpackage',
  Component: lazy(() => import('./UmrahPage')),
  head: {
    title: 'Umrah packages from Lagos',
    description:
      'Umrah packages all year round, Ramadan and family plans included, with flights from Lagos and hotels near the Haram.',
    trail: DESTINATIONS_TRAIL,
  },
  data: DESTINATION_DATA,
  linkPreview: firstPictureOfKind((item) => item.category === 'umrah'),
};
