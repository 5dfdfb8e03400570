import { lazy } from 'react';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';

/** What every address that names no page shows (answered 404, kept out of search engines). */
export const NOT_FOUND_PAGE: Pick<PublicPage, 'head' | 'Component'> = {
  head: {
    title: 'Page not found',
    description: 'This page does not exist. Our packages, gallery and contact details are a click away.',
    trail: [HOME_CRUMB],
  },
  Component: lazy(() => import('./NotFoundPage')),
};
