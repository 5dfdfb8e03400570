import { lazy } from 'react';
import { answerTo, departuresOf } from '../../api/page-query';
import { firstPictureOfKind } from '../../site/link-preview';
import { isOtherPackage } from '../../site/packages';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';
import { whole } from '../../site/readings';
import { vacationPageOf } from './vacation-list';

export const otherPackagesPage: PublicPage = {
  path: '/otherpackages',
  Component: lazy(() => import('./OtherPackagesPage')),
  head: {
    title: 'Vacation packages',
    description:
      'Holidays priced in naira: Dubai, Zanzibar, Kenya and more, with flights, hotels and tours included.',
    trail: [HOME_CRUMB],
  },
  // Pages past 50 or more than 9 rows are no page of the list.
  parameters: { rows: whole(9), page: whole(50) },
  data: {
    queries: () => [{ name: 'listPackages' }],
    next: ({ search, answers }) =>
      departuresOf(vacationPageOf(answerTo(answers, { name: 'listPackages' }) ?? [], search).shown),
  },
  linkPreview: firstPictureOfKind(isOtherPackage),
};
