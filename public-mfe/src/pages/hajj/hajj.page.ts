import { lazy } from 'react';
import { DESTINATION_DATA, DESTINATIONS_TRAIL } from '../../site/destinations';
import { firstPictureOfKind } from '../../site/link-preview';
import type { PublicPage } from '../../site/public-page';

export const hajjPage: PublicPage = {
  path: '/hajjpackage',
  Component: lazy(() => import('./HajjPage')),
  head: {
    title: 'Hajj packages from Lagos',
    description:
      'Guided Hajj packages with hotels close to the Haram, flights from Lagos and experienced scholars, priced in naira.',
    trail: DESTINATIONS_TRAIL,
  },
  data: DESTINATION_DATA,
  linkPreview: firstPictureOfKind((item) => item.category === 'hajj'),
};
