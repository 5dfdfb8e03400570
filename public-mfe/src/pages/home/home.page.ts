import { lazy } from 'react';
import { answerTo, departuresOf } from '../../api/page-query';
import type { PublicPage } from '../../site/public-page';
import { faqPage } from '../../site/structured-data';
import { carouselPackages } from './carousel-packages';

export const homePage: PublicPage = {
  path: '/',
  Component: lazy(() => import('./HomePage')),
  head: {
    title: 'Hajj, Umrah and holiday packages from Lagos',
    description:
      'Hajj and Umrah packages, holidays priced in naira, flights and hotels, visas, insurance and airport transfers, arranged from Lagos.',
    brandFirst: true,
  },
  headOf: () => ({ jsonLd: () => [faqPage()] }),
  data: {
    queries: () => [{ name: 'listGalleryImages' }, { name: 'listPackages' }],
    next: ({ answers }) => departuresOf(carouselPackages(answerTo(answers, { name: 'listPackages' }) ?? [])),
  },
};
