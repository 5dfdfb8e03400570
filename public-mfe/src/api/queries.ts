import { publicApi } from '@safa/shared-ui/api';
import useSWR from 'swr';

/** What a screen needs to know of a list or record it loads. */
export interface ApiQuery<T> {
  data: T | undefined;
  /** True while the first answer is awaited. */
  isLoading: boolean;
  isError: boolean;
}

/** Loads `key` once and shares it between every screen that asks; `null` loads nothing. */
function useApiQuery<T>(key: string | null, load: () => Promise<T>, retry = true): ApiQuery<T> {
  const { data, error, isLoading } = useSWR(key, load, retry ? undefined : { shouldRetryOnError: false });
  return { data, isLoading, isError: error !== undefined };
}

export const usePackages = () => useApiQuery('/packages', () => publicApi.listPackages());

/** An unknown id is an answer, not a hiccup: no retry. */
export const usePackage = (id: string | null) =>
  useApiQuery(id ? `/packages/${id}` : null, () => publicApi.getPackage(id ?? ''), false);

export const useContacts = () => useApiQuery('/messages/getallcontacts', () => publicApi.listContacts());
export const useGalleryImages = () => useApiQuery('/gallery/images', () => publicApi.listGalleryImages());
export const useGalleryVideos = () => useApiQuery('/gallery/videos', () => publicApi.listGalleryVideos());
export const useFliers = () => useApiQuery('/hajj/getallimages', () => publicApi.listFliers());
export const useCurrentHajj = () => useApiQuery('/hajj/getcurrent', () => publicApi.getCurrentHajj());
