import type { Departure, Package } from '@safa/contract';
import { formatNaira } from '@safa/shared-ui';
import { lazy } from 'react';
import { type Answers, answerTo, cacheKeyOf, packageQueries } from '../../api/page-query';
import type { Crumb } from '../../components/PageHero';
import { firstPictureOf } from '../../site/link-preview';
import { durationOf, packageDetailsPath } from '../../site/packages';
import { HOME_CRUMB, type LoadedPage, type PublicPage } from '../../site/public-page';
import { asIs } from '../../site/readings';
import { touristTrip } from '../../site/structured-data';

/** A package's page, and the booking of one of its departures, are under Home › Packages. */
export const PACKAGES_TRAIL: Crumb[] = [HOME_CRUMB, { label: 'Packages', to: '/otherpackages' }];

/** The package the address names (`?id=`), when it came. */
export const packageOf = ({ search, answers }: LoadedPage): Package | undefined => {
  const id = search.get('id');
  return id ? answerTo(answers, { name: 'getPackage', id }) : undefined;
};

/** What the package page has loaded of the package `id` names: the package and its departures, as they came. */
export function loadedPackage(id: string, item?: Package, departures?: Departure[]): LoadedPage {
  const answers: Answers = {};
  if (item) answers[cacheKeyOf({ name: 'getPackage', id })] = item;
  if (departures) answers[cacheKeyOf({ name: 'listDepartures', id })] = departures;
  return { search: new URLSearchParams({ id }), answers };
}

const MAX_DESCRIPTION = 160;

const shorten = (text: string) =>
  text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;

/** A package's price, and its duration when it has one: '₦475,000 · 10-20 days'. */
const offerOf = (item: Package) => [formatNaira(item.price), durationOf(item)].filter(Boolean).join(' · ');

export const packagePage: PublicPage = {
  path: '/eachpackage',
  Component: lazy(() => import('./SinglePackagePage')),
  head: {
    title: 'Package details',
    description: 'What the package includes, its price in naira and how to book it.',
    trail: PACKAGES_TRAIL,
  },
  headOf: (loaded) => {
    const item = packageOf(loaded);
    if (!item) return {};
    const departures = answerTo(loaded.answers, { name: 'listDepartures', id: item.id });
    return {
      title: item.title,
      description: shorten(`${offerOf(item)}. ${item.description}`),
      query: { id: item.id },
      type: 'product',
      jsonLd: ({ url, image }) => [touristTrip(item, url, image, departures)],
    };
  },
  parameters: { id: asIs },
  data: { queries: (search) => packageQueries(search.get('id')) },
  linkPreview: (loaded) => firstPictureOf(packageOf(loaded)),
  leadPicture: async (loaded) =>
    (await import('./package-lead-picture')).packageLeadPicture(packageOf(loaded)),
  sitemap: async (api) =>
    (await api('listPackages')).map((item) => ({
      path: packageDetailsPath(item.id),
      lastmod: item.updatedAt,
    })),
};
