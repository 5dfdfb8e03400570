import { type AnswerOf, call } from '@safa/api-client';
import useSWR from 'swr';
import type { ListName, RecordName } from './page-query';

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
 * What one key (an id, a token) names; an unknown key is an answer, not a hiccup: no retry. No key
 * loads nothing. What the server found missing (`null`, see InitialData) is an error from the start.
 * The key is the one the server's page data uses (`cacheKeyOf`).
 */
function useNamed<Name extends RecordName | 'getBookingByLink'>(
  name: Name,
  key: string | null | undefined,
  load: (key: string) => Promise<AnswerOf<Name>>,
): ApiQuery<AnswerOf<Name>> {
  const { data, error, isLoading } = useSWR<AnswerOf<Name> | null>(
    key ? ([name, key] as const) : null,
    ([, named]: readonly [string, string]) => load(named),
    { shouldRetryOnError: false },
  );
  return { data: data ?? undefined, isLoading, isError: error !== undefined || data === null };
}

export const usePackage = (id: string | null | undefined) =>
  useNamed('getPackage', id, (packageId) => call('getPackage', { id: packageId }));

/** A package's departures still to leave and taking bookings, soonest first. */
export const useDepartures = (packageId: string | null | undefined) =>
  useNamed('listDepartures', packageId, (id) => call('listDepartures', { id }));

/** The cache key of the booking a private link names, to put a newer answer of it in (a payment's). */
export const bookingKeyOf = (token: string) => ['getBookingByLink', token] as const;

/** The booking a private link names (never retried: a wrong token stays wrong). */
export const useBookingByLink = (token: string | null | undefined) =>
  useNamed('getBookingByLink', token, (linkToken) =>
    call('getBookingByLink', { query: { token: linkToken } }),
  );
