import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { POSTED_FORM_KEY, type PostedForm, PostedFormProvider } from '../forms/posted-form';
import type { InitialData } from './page-data';

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
 * the visitor posted without the app, when the server hands one over.
 */
export function PublicDataProvider({ children, initialData, settings }: PublicDataProviderProps) {
  const { [POSTED_FORM_KEY]: posted, ...answers } = initialData ?? {};
  const served = initialData && { fallback: answers, revalidateIfStale: false };
  return (
    <SWRConfig value={{ ...PUBLIC_DATA_SETTINGS, ...served, ...settings, provider: () => new Map() }}>
      <PostedFormProvider posted={posted as PostedForm | undefined}>{children}</PostedFormProvider>
    </SWRConfig>
  );
}
