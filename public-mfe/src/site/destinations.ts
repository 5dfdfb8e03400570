/** What the Hajj and Umrah pages (§2, Destination Details) share. */
import type { Package } from '@safa/contract';
import { answerTo, departuresOf } from '../api/page-query';
import type { Crumb } from '../components/PageHero';
import { firstPictureOfKind } from './link-preview';
import { isOfCategory } from './packages';
import { HOME_CRUMB, type PageInfo, type PublicPage } from './public-page';

/** §2: under Home › Destinations. */
export const DESTINATIONS_TRAIL: Crumb[] = [HOME_CRUMB, { label: 'Destinations' }];

/**
 * The page of the plans of `category`: §7's packages, current Hajj record and fliers, then each plan's
 * departures; its link preview the first plan's picture.
 */
export function destinationPage(
  category: Package['category'],
  { path, Component, head }: Pick<PublicPage, 'path' | 'Component'> & { head: Omit<PageInfo, 'trail'> },
): PublicPage {
  const isPlan = isOfCategory(category);
  return {
    path,
    Component,
    head: { ...head, trail: DESTINATIONS_TRAIL },
    data: {
      queries: () => [{ name: 'listPackages' }, { name: 'getCurrentHajj' }, { name: 'listFliers' }],
      next: ({ answers }) => departuresOf((answerTo(answers, { name: 'listPackages' }) ?? []).filter(isPlan)),
    },
    linkPreview: firstPictureOfKind(isPlan),
  };
}
