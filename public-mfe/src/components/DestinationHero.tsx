import { DESTINATIONS_TRAIL } from '../site/destinations';
import { PageHero } from './PageHero';

/** §2: the Hajj and Umrah pages are titled Destination Details, under Home › Destinations. */
export function DestinationHero() {
  return <PageHero title="Destination Details" trail={DESTINATIONS_TRAIL} />;
}
