import { ADMIN_PAGE_SIZE } from '@safa/contract';
import { HttpResponse } from 'msw';

/** Spec §5's search: a case-insensitive substring of any of the texts; a blank search finds everything. */
export const matchesSearch = (search: string, ...texts: Array<string | undefined>): boolean => {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
};

/**
 * Answers a list as the BFF does: with `page`, that page (`pageSize` rows, the last page when past
 * it) of the rows the search finds among their `searched` texts; without, the whole list.
 */
export function listAnswer<Item>(
  request: Request,
  rows: Item[],
  searched: (item: Item) => Array<string | undefined> = () => [],
) {
  const query = new URL(request.url).searchParams;
  const found = rows.filter((item) => matchesSearch(query.get('search') ?? '', ...searched(item)));
  const asked = query.get('page');
  if (asked === null) return HttpResponse.json(found);
  const pageSize = Number(query.get('pageSize') ?? ADMIN_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(Number(asked), pageCount);
  return HttpResponse.json({
    items: found.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: found.length,
    pageCount,
  });
}

/** The queries of the requests a list got, as `page=1&pageSize=5&…` without the path. */
export const queriesOf = (requests: Request[]) =>
  requests.map((request) => new URL(request.url).search.slice(1));
