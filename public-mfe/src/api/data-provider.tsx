import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/**
 * Public data changes rarely: one request a minute per list at most, one retry (3G drops), no
 * refetch on focus. Load failures are only logged (spec §8); each screen shows an empty state.
 */
const PUBLIC_DATA_SETTINGS: SWRConfiguration = {
  dedupingInterval: 60_000,
  revalidateOnFocus: false,
  errorRetryCount: 1,
  onError: (error: unknown, key: string) => console.error(`Could not load ${key}`, error),
};

interface PublicDataProviderProps {
  children: ReactNode;
  /** Overrides for tests (no retries, no deduplication). */
  settings?: SWRConfiguration;
}

/** The remote's data cache: its own, never shared with the shell or the other remote. */
export function PublicDataProvider({ children, settings }: PublicDataProviderProps) {
  return (
    <SWRConfig value={{ ...PUBLIC_DATA_SETTINGS, ...settings, provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
}
