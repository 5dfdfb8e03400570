import type { InitialData, PostedForm } from '@safa/remote-types';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { POSTED_FORM_KEY, PostedFormProvider } from '../forms/posted-form';
import { SITE_ORIGIN_KEY, SiteOriginProvider } from './site-origin';

/**
 * Public data changes rarely: one request a minute per list at most, one retry (3G drops), no
 * refetch on focus. Load failures are only logged (spec §8); each screen shows an empty state.
 */
const PUBLIC_DATA_SETTINGS: SWRConfiguration = {
  dedupingInterval: 60_000,
  revalidateOnFocus: false,
  errorRetryCount: 1,
  onError: (error: unknown, key: unknown) => console.error(`Could not load ${String(key)}`, error),
};

interface PublicDataProviderProps {
  children: ReactNode;
  /** What the server already loaded for this page: shown at once, not loaded again. */
  initialData?: InitialData;
  /** Overrides for tests (no retries, no deduplication). */
  settings?: SWRConfiguration;
}

/**
 * The remote's data cache: its own, never shared with the shell or the other remote. With it, the form
 * the visitor posted without the app, and the site's origin, when the server hands them over.
 */
export function PublicDataProvider({ children, initialData, settings }: PublicDataProviderProps) {
  const { [POSTED_FORM_KEY]: posted, [SITE_ORIGIN_KEY]: origin, ...answers } = initialData ?? {};
  const served = initialData && { fallback: answers, revalidateIfStale: false };
  return (
    <SWRConfig value={{ ...PUBLIC_DATA_SETTINGS, ...served, ...settings, provider: () => new Map() }}>
      <SiteOriginProvider origin={origin as string | undefined}>
        <PostedFormProvider posted={posted as PostedForm | undefined}>{children}</PostedFormProvider>
      </SiteOriginProvider>
    </SWRConfig>
  );
}
