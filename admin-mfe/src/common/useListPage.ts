import { callPage, type ListFilters, type PagedEndpointName } from '@safa/api-client';
import { ADMIN_PAGE_SIZE } from '@safa/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminQuery } from './useAdminQuery';
import { useSearchText } from './useSearchText';

interface ListPageOptions<Name extends PagedEndpointName> {
  name: Name;
  filters: ListFilters<Name>;
  /** The list's key: a change stored below it (a delete, a status) reloads the page. */
  queryKey: QueryKey;
  /** Shown when a page fails to load; without it the failure is only logged (spec §8). */
  failureText?: string;
}

/**
 * One page of a list that the BFF searches, filters and pages (5 rows, spec §7). The page shown is the
 * one the BFF answered (the last, when the one asked for is gone), and a page stays on screen while
 * the next loads. A new search, or new filters, start again on page 1.
 */
export function useListPage<Name extends PagedEndpointName>({
  name,
  filters,
  queryKey,
  failureText,
}: ListPageOptions<Name>) {
  const search = useSearchText();
  // The page asked for belongs to the filters and the search it was asked with: others start on page 1.
  const listKey = JSON.stringify([filters, search.sent]);
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const requestedPage = paging.listKey === listKey ? paging.page : 1;
  const setPage = (page: number) => setPaging({ listKey, page });
  const asked = { filters, search: search.sent, page: requestedPage, pageSize: ADMIN_PAGE_SIZE };
  const { data } = useAdminQuery({
    queryKey: [...queryKey, 'page', asked],
    queryFn: (signal) => callPage(name, { ...asked, signal }),
    failureText,
    keepPrevious: true,
  });
  const page = data?.page ?? 1;
  return {
    items: data?.items ?? [],
    page,
    totalPages: data?.pageCount ?? 1,
    /** Position of the page's first row in the whole list (for running numbers). */
    offset: (page - 1) * ADMIN_PAGE_SIZE,
    setPage,
    searchText: search.text,
    setSearchText: search.setText,
  };
}
