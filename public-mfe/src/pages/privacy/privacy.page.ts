import { lazy } from 'react';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';

export const privacyPage: PublicPage = {
  path: '/privacy',
  Component: lazy(() => import('./PrivacyPage')),
  head: {
    title: 'Privacy notice',
    description:
      'What personal data we collect when you book, why, who receives it, how long we keep it and your rights under the Nigeria Data Protection Act 2023.',
    trail: [HOME_CRUMB],
  },
};
