import { useBrowserValue } from '@safa/shared-ui';
import { createContext, type ReactNode, useContext } from 'react';

/** Where the server hands over the site's public origin with the page's data (see InitialData). */
export const SITE_ORIGIN_KEY = 'siteOrigin';

const SiteOriginContext = createContext<string | undefined>(undefined);

export function SiteOriginProvider({
  origin,
  children,
}: {
  origin: string | undefined;
  children: ReactNode;
}) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/**
 * The site's public origin (`https://safatravels.ng`), for an address a visitor keeps (a booking's
 * private link): as the server saw it while the page is rendered and hydrated, the browser's after.
 */
export function useSiteOrigin(): string {
  const served = useContext(SiteOriginContext);
  return useBrowserValue(
    () => served ?? window.location.origin,
    () => served ?? '',
  );
}
