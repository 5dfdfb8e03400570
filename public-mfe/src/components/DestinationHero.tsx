import { PAGES } from '../site/pages';
import { PageHero } from './PageHero';

/** §2: the Hajj and Umrah pages are titled Destination Details, under Home › Destinations. */
export function DestinationHero() {
  return <PageHero title="Destination Details" trail={PAGES['/umrahpackage']?.trail} />;
}
