import type { AnswerOf } from '@safa/api-client';
import { type ContentPart, type EndpointName, type Package, routes } from '@safa/contract';
import { unstable_serialize } from 'swr';
import type { PublicPage } from '../site/public-page';
import type { CardReturn } from './card-return';

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
 * token, never put in the shell's page cache: see `PublicPage.personal`), or how the card payment its
 * customer came back from ended (see card-return.ts).
 */
export type PageQuery =
  | { name: ListName }
  | { name: RecordName; id: string }
  | { name: 'getBookingByLink'; token: string }
  | { name: 'verifyCardPayment'; token: string; reference: string };

/** What a query is answered. */
export type AnswerTo<Query extends PageQuery> = Query extends { name: 'verifyCardPayment' }
  ? CardReturn
  : AnswerOf<Query['name']>;

/** A page's answers by cache key; `null` for a record the address names that does not exist. */
export type Answers = Record<string, unknown>;

/** The cache key of a query, the one the screens' hooks use too. */
export function cacheKeyOf(query: PageQuery): string {
  if ('id' in query) return unstable_serialize([query.name, query.id]);
  if ('reference' in query) return unstable_serialize([query.name, query.token, query.reference]);
  if ('token' in query) return unstable_serialize([query.name, query.token]);
  return query.name;
}

/** The answer to `query` among a page's answers, when it came (and names something). */
export const answerTo = <Query extends PageQuery>(
  answers: Answers,
  query: Query,
): AnswerTo<Query> | undefined => (answers[cacheKeyOf(query)] ?? undefined) as AnswerTo<Query> | undefined;

/** A package's page shows the package and its departures. */
export const packageQueries = (id: string | null): PageQuery[] =>
  id
    ? [
        { name: 'getPackage', id },
        { name: 'listDepartures', id },
      ]
    : [];

/** The departures of each of `packages` (the cards that say when the next one leaves). */
export const departuresOf = (packages: readonly Pick<Package, 'id'>[]): PageQuery[] =>
  packages.map(({ id }) => ({ name: 'listDepartures', id }));

/** What `page` shows of the API at an address with `search` (spec §7), the footer's contacts on every page. */
export const queriesOf = (page: PublicPage | undefined, search: URLSearchParams): PageQuery[] => [
  { name: 'listContacts' },
  ...(page?.data?.queries(search) ?? []),
];

/** The parts of the public content the queries show (a change to one renders their page again). */
export function contentOf(queries: PageQuery[]): ContentPart[] {
  const parts = queries.flatMap((query) => {
    const route = routes[query.name];
    return 'content' in route ? [route.content] : [];
  });
  return [...new Set(parts)];
}
