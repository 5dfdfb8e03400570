import { type Call, call } from '@safa/api-client';
import type { LoadedPage, PublicPage } from '../site/public-page';
import { verifyCardReturn } from './card-return';
import { type Answers, answerTo, cacheKeyOf, type PageQuery, queriesOf } from './page-query';

export interface LoadedPageData extends LoadedPage {
  /** What was asked of the API. */
  queries: PageQuery[];
  /**
   * True when the address names nothing: an unknown package id (or one that cannot be an id at all),
   * a private link that is no booking's, or an address without what its page shows.
   */
  missing: boolean;
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
 * Loads what `page` shows at an address with `search`, then what those answers lead to (the
 * departures of the packages shown), all within `budgetMs`: what is late or fails is left to the
 * browser, which loads it after the page shows (its screens have their loading states).
 */
export async function loadPageData(
  page: PublicPage | undefined,
  search: URLSearchParams,
  budgetMs: number,
  { api = call, visitor }: PageDataSource = {},
): Promise<LoadedPageData> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), budgetMs);
  });
  const answers: Answers = {};
  const missingKeys = new Set<string>();
  /** Asks each query within what is left of the budget, keeping its answer (or that it names nothing). */
  const load = async (queries: PageQuery[]) => {
    const answered = await Promise.all(
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
    queries.forEach((query, index) => {
      const key = cacheKeyOf(query);
      if (answered[index] !== undefined) answers[key] = answered[index];
      else if (missingKeys.has(key)) answers[key] = null;
    });
  };
  const first = queriesOf(page, search);
  await load(first);
  const next = page?.data?.next?.({ search, answers }) ?? [];
  await load(next);
  clearTimeout(timer);
  // A card payment just recorded: the booking as it stands after it (the one read beside may be older).
  for (const query of first) {
    if (query.name !== 'verifyCardPayment') continue;
    const cardReturn = answerTo(answers, query);
    if (cardReturn?.paid)
      answers[cacheKeyOf({ name: 'getBookingByLink', token: query.token })] = cardReturn.booking;
  }
  const loaded = { search, answers };
  return {
    ...loaded,
    queries: [...first, ...next],
    missing: missingKeys.size > 0 || page?.data?.lacks?.(loaded) === true,
  };
}
