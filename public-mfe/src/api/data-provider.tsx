import type { InitialData } from '@safa/remote-types';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ServedPageProvider } from './served-page';

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
 * The remote's data cache: its own, never shared with the shell or the other remote. With it, what the
 * server settled for the page (the form the visitor posted without the app, the site's origin, a
 * form's one-time key), when it hands them over.
 */
export function PublicDataProvider({ children, initialData, settings }: PublicDataProviderProps) {
  const { answers, ...served } = initialData ?? { answers: undefined };
  const fallback = answers && { fallback: answers, revalidateIfStale: false };
  return (
    <SWRConfig value={{ ...PUBLIC_DATA_SETTINGS, ...fallback, ...settings, provider: () => new Map() }}>
      <ServedPageProvider served={served}>{children}</ServedPageProvider>
    </SWRConfig>
  );
}
