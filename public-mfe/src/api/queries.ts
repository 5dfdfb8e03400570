import { type AnswerOf, call } from '@safa/api-client';
import useSWR from 'swr';
import type { ListName } from './page-data';

/** What a screen needs to know of a list or record it loads. */
export interface ApiQuery<T> {
  data: T | undefined;
  /** True while the first answer is awaited. */
  isLoading: boolean;
  isError: boolean;
}

/**
 * Loads an endpoint once and shares its answer between every screen that asks; the endpoint's name
 * is the cache key (see page-data.ts), so an answer the server already loaded is not loaded again.
 */
function useEndpoint<Name extends ListName>(name: Name): ApiQuery<AnswerOf<Name>> {
  const { data, error, isLoading } = useSWR(name, () => call(name as ListName) as Promise<AnswerOf<Name>>);
  return { data, isLoading, isError: error !== undefined };
}

export const usePackages = () => useEndpoint('listPackages');
export const useContacts = () => useEndpoint('listContacts');
export const useGalleryImages = () => useEndpoint('listGalleryImages');
export const useGalleryVideos = () => useEndpoint('listGalleryVideos');
export const useFliers = () => useEndpoint('listFliers');
export const useCurrentHajj = () => useEndpoint('getCurrentHajj');

/**
 * One package; an unknown id is an answer, not a hiccup: no retry. No id loads nothing. A package the
 * server found missing (`null`, see InitialData) is an error from the start.
 */
export function usePackage(id: string | null | undefined): ApiQuery<AnswerOf<'getPackage'>> {
  const { data, error, isLoading } = useSWR<AnswerOf<'getPackage'> | null>(
    id ? (['getPackage', id] as const) : null,
    ([, packageId]: readonly [string, string]) => call('getPackage', { id: packageId }),
    { shouldRetryOnError: false },
  );
  return { data: data ?? undefined, isLoading, isError: error !== undefined || data === null };
}
