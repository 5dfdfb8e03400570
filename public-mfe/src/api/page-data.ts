import { type AnswerOf, type Call, call } from '@safa/api-client';
import { type ContentPart, type EndpointName, routes } from '@safa/contract';
import type { InitialData } from '@safa/remote-types';
import { unstable_serialize } from 'swr';
import { type CardReturn, cardReferenceOf, verifyCardReturn } from './card-return';

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

/** What a page loads of one record, by its id (a package, its departures). */
export type RecordName = Extract<EndpointName, 'getPackage' | 'listDepartures'>;

/**
 * One thing a page loads: a list, something of one record, the booking a private link names (by its
 * token, never put in the shell's page cache: see `isPersonalPage`), or how the card payment its
 * customer came back from ended (see card-return.ts).
 */
export type PageQuery =
  | { name: ListName }
  | { name: RecordName; id: string }
  | { name: 'getBookingByLink'; token: string }
  | { name: 'verifyCardPayment'; token: string; reference: string };

/** The cache key of a query, the one the screens' hooks use too. */
export function cacheKeyOf(query: PageQuery): string {
  if ('id' in query) return unstable_serialize([query.name, query.id]);
  if ('reference' in query) return unstable_serialize([query.name, query.token, query.reference]);
  if ('token' in query) return unstable_serialize([query.name, query.token]);
  return query.name;
}

/** The package id a /eachpackage address names, if it does (`?id=`, the shareable form). */
export const packageIdOf = (search: URLSearchParams) => search.get('id');

/** The package and departure a booking form is for (`/book?package=…&departure=…`). */
export const bookingTripOf = (search: URLSearchParams) => ({
  packageId: search.get('package'),
  departureId: search.get('departure'),
});

/** The private link's token (`/booking?token=…`). */
export const bookingTokenOf = (search: URLSearchParams) => search.get('token');

/** A package's page shows the package and its departures. */
const packageQueries = (id: string | null): PageQuery[] =>
  id
    ? [
        { name: 'getPackage', id },
        { name: 'listDepartures', id },
      ]
    : [];

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
      case '/eachpackage':
        return packageQueries(packageIdOf(search));
      case '/book':
        return packageQueries(bookingTripOf(search).packageId);
      case '/booking': {
        const token = bookingTokenOf(search);
        const reference = cardReferenceOf(search);
        if (!token) return [];
        return [
          { name: 'getBookingByLink', token },
          ...(reference ? [{ name: 'verifyCardPayment' as const, token, reference }] : []),
        ];
      }
      default:
        return [];
    }
  })();
  return [{ name: 'listContacts' }, ...page];
}

/** The parts of the public content the page at this address shows (a change to one renders it again). */
export function contentOf(pathname: string, search: URLSearchParams): ContentPart[] {
  const parts = queriesOf(pathname, search).flatMap((query) => {
    const route = routes[query.name];
    return 'content' in route ? [route.content] : [];
  });
  return [...new Set(parts)];
}

export interface LoadedPageData {
  initialData: InitialData;
  /** The package the address names, when it exists. */
  package?: AnswerOf<'getPackage'>;
  /** Its departures still taking bookings, when they were loaded. */
  departures?: AnswerOf<'listDepartures'>;
  /**
   * True when the address names nothing: an unknown package id (or one that cannot be an id at all),
   * or a private link that is no booking's.
   */
  missing: boolean;
}

/**
 * An address that lacks what its page shows: a private page without its token, a booking form without
 * its departure, or with one its package takes no bookings on.
 */
function lacksItsSubject(
  pathname: string,
  search: URLSearchParams,
  departures: AnswerOf<'listDepartures'> | undefined,
): boolean {
  if (pathname === '/booking') return !bookingTokenOf(search);
  if (pathname !== '/book') return false;
  const { packageId, departureId } = bookingTripOf(search);
  if (!packageId || !departureId) return true;
  return departures !== undefined && !departures.some(({ id }) => id === departureId);
}

/** The queries whose answer says whether the address names anything at all. */
const NAMING_QUERIES: ReadonlySet<PageQuery['name']> = new Set(['getPackage', 'getBookingByLink']);

/** Loads a query through `api`; `visitor` says whose visit it is (a card payment is verified as the customer's). */
const ask = (api: Call, query: PageQuery, visitor: Record<string, string> | undefined): Promise<unknown> => {
  if ('id' in query) return api(query.name, { id: query.id });
  if ('reference' in query) return verifyCardReturn(query.token, query.reference, { api, headers: visitor });
  if ('token' in query) return api(query.name, { query: { token: query.token } });
  return api(query.name);
};

/** The API's word that an id names nothing: it is unknown (404), or not an id (400, `Invalid id.`). */
const namesNothing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  [400, 404].includes(error.status as number);

/** Where a page's data comes from. */
export interface PageDataSource {
  /** The API asked (on the server, the client of the BFF's address). */
  api?: Call;
  /** The headers that tell the BFF whose visit it is, on the server. */
  visitor?: Record<string, string> | undefined;
}

/**
 * Loads what a page shows, each query given at most `budgetMs`: what is late or fails is left to the
 * browser, which loads it after the page shows (its screens have their loading states).
 */
export async function loadPageData(
  pathname: string,
  search: URLSearchParams,
  budgetMs: number,
  { api = call, visitor }: PageDataSource = {},
): Promise<LoadedPageData> {
  const queries = queriesOf(pathname, search);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), budgetMs);
  });
  const missingKeys = new Set<string>();
  const answers = await Promise.all(
    queries.map((query) =>
      Promise.race([
        ask(api, query, visitor).catch((error: unknown) => {
          if (NAMING_QUERIES.has(query.name) && namesNothing(error)) missingKeys.add(cacheKeyOf(query));
          return undefined;
        }),
        budget,
      ]),
    ),
  );
  clearTimeout(timer);
  const initialData: InitialData = {};
  queries.forEach((query, index) => {
    const key = cacheKeyOf(query);
    if (answers[index] !== undefined) initialData[key] = answers[index];
    else if (missingKeys.has(key)) initialData[key] = null;
  });
  const answerOf = <Name extends PageQuery['name']>(name: Name) =>
    answers[queries.findIndex((query) => query.name === name)] as
      | (Name extends 'verifyCardPayment' ? CardReturn : AnswerOf<Name>)
      | undefined;
  const pkg = answerOf('getPackage');
  const departures = answerOf('listDepartures');
  // A card payment just recorded: the booking as it stands after it (the one read beside may be older).
  const cardReturn = answerOf('verifyCardPayment');
  const token = bookingTokenOf(search);
  if (cardReturn?.paid && token)
    initialData[cacheKeyOf({ name: 'getBookingByLink', token })] = cardReturn.booking;
  return {
    initialData,
    ...(pkg && { package: pkg }),
    ...(departures && { departures }),
    missing: missingKeys.size > 0 || lacksItsSubject(pathname, search, departures),
  };
}
