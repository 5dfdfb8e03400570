import { lazy } from 'react';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';

export const aboutPage: PublicPage = {
  path: '/about',
  Component: lazy(() => import('./AboutPage')),
  head: {
    title: 'About us',
    description:
      'A Lagos travel agency since 2011: accredited, a member of the national Hajj commission, and with you from booking to return.',
    trail: [HOME_CRUMB],
  },
};
