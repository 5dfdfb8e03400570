import { lazy } from 'react';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';

export const contactPage: PublicPage = {
  path: '/contact',
  Component: lazy(() => import('./ContactPage')),
  head: {
    title: 'Contact us',
    description:
      'Call, e-mail or write to our Lagos office about Hajj, Umrah, holidays, flights, visas and insurance.',
    trail: [HOME_CRUMB],
  },
};

export const contactInfoPage: PublicPage = {
  path: '/contact-info',
  Component: lazy(() => import('./ContactInfoPage')),
  head: {
    title: 'Contact info',
    description: 'Our phone numbers and e-mail, to reach the agency directly.',
    trail: [HOME_CRUMB],
  },
};
