/** What the Hajj and Umrah pages (§2, Destination Details) share. */

import type { Crumb } from '../components/PageHero';
import type { PageData } from './public-page';
import { HOME_CRUMB } from './public-page';

/** §2: under Home › Destinations. */
export const DESTINATIONS_TRAIL: Crumb[] = [HOME_CRUMB, { label: 'Destinations' }];

/** §7: the packages, the current Hajj record and the fliers. */
export const DESTINATION_DATA: PageData = {
  queries: () => [{ name: 'listPackages' }, { name: 'getCurrentHajj' }, { name: 'listFliers' }],
};
