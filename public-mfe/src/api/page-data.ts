import { type AnswerOf, call } from '@safa/api-client';
import { type ContentPart, type EndpointName, routes } from '@safa/contract';
import { unstable_serialize } from 'swr';

/** The lists a page may show, each loaded (and cached) under its endpoint's name. */
export type ListName = Extract<
  EndpointName,
  | 'listPackages'
  | 'listContacts'
  | 'listGalleryImages'
  | 'listGalleryVideos'
  | 'listFliers'
  | 'getCurrentHajj'
>;

/** One thing a page loads: a list, or one package. */
export type PageQuery = { name: ListName } | { name: 'getPackage'; id: string };

/**
 * Answers by cache key, as the server hands them to the browser (SWR's fallback). A package the
 * address names but that does not exist is handed over as `null`: the page says so at once, on the
 * server and when hydrated, instead of loading it again.
 */
export type InitialData = Record<string, unknown>;

/** The cache key of a query, the one the screens' hooks use too. */
export const cacheKeyOf = (query: PageQuery): string =>
  query.name === 'getPackage' ? unstable_serialize(['getPackage', query.id]) : query.name;

/** The package id a /eachpackage address names, if it does (`?id=`, the shareable form). */
export const packageIdOf = (search: URLSearchParams) => search.get('id');

/** What each page shows (spec §7, "public pages that read data"), the footer's contacts on every one. */
export function queriesOf(pathname: string, search: URLSearchParams): PageQuery[] {
  const page: PageQuery[] = (() => {
    switch (pathname) {
      case '/':
        return [{ name: 'listGalleryImages' }, { name: 'listPackages' }];
      case '/gallery':
        return [{ name: 'listGalleryImages' }, { name: 'listGalleryVideos' }];
      case '/hajjpackage':
      case '/umrahpackage':
        return [{ name: 'listPackages' }, { name: 'getCurrentHajj' }, { name: 'listFliers' }];
      case '/otherpackages':
        return [{ name: 'listPackages' }];
      case '/eachpackage': {
        const id = packageIdOf(search);
        return id ? [{ name: 'getPackage', id }] : [];
      }
      default:
        return [];
    }
  })();
  return [{ name: 'listContacts' }, ...page];
}

/** The parts of the public content the page at this address shows (a change to one renders it again). */
export function contentOf(pathname: string, search: URLSearchParams): ContentPart[] {
  const parts = queriesOf(pathname, search).map((query) => routes[query.name].content);
  return [...new Set(parts)];
}

export interface LoadedPageData {
  initialData: InitialData;
  /** The package the address names, when it exists. */
  package?: AnswerOf<'getPackage'>;
  /** True when the address names no package: an unknown id, or one that cannot be an id at all. */
  packageMissing: boolean;
}

/** The API's word that an id names nothing: it is unknown (404), or not an id (400, `Invalid id.`). */
const namesNothing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  [400, 404].includes(error.status as number);

/**
 * Loads what a page shows, each query given at most `budgetMs`: what is late or fails is left to the
 * browser, which loads it after the page shows (its screens have their loading states).
 */
export async function loadPageData(
  pathname: string,
  search: URLSearchParams,
  budgetMs: number,
): Promise<LoadedPageData> {
  const queries = queriesOf(pathname, search);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), budgetMs);
  });
  let packageMissing = false;
  const answers = await Promise.all(
    queries.map((query) =>
      Promise.race([
        (query.name === 'getPackage' ? call('getPackage', { id: query.id }) : call(query.name)).catch(
          (error: unknown) => {
            if (query.name === 'getPackage' && namesNothing(error)) packageMissing = true;
            return undefined;
          },
        ),
        budget,
      ]),
    ),
  );
  clearTimeout(timer);
  const initialData: InitialData = {};
  queries.forEach((query, index) => {
    if (answers[index] !== undefined) initialData[cacheKeyOf(query)] = answers[index];
    else if (query.name === 'getPackage' && packageMissing) initialData[cacheKeyOf(query)] = null;
  });
  const pkg = queries.findIndex((query) => query.name === 'getPackage');
  return {
    initialData,
    ...(pkg >= 0 && answers[pkg] !== undefined && { package: answers[pkg] as AnswerOf<'getPackage'> }),
    packageMissing,
  };
}
