import { useBrowserValue } from '@safa/shared-ui';
import { useServedPage } from './served-page';

/**
 * The site's public origin (`https://safatravels.ng`), for an address a visitor keeps (a booking's
 * private link): as the server saw it while the page is rendered and hydrated, the browser's after.
 */
export function useSiteOrigin(): string {
  const served = useServedPage().siteOrigin;
  return useBrowserValue(
    () => served ?? window.location.origin,
    () => served ?? '',
  );
}
