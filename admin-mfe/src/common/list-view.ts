import { useState } from 'react';

/** Admin lists show 5 rows a page (spec §9). */
export const ADMIN_PAGE_SIZE = 5;

/** Case-insensitive substring match over any of the texts (spec §5, searches). */
export function matchesQuery(query: string, ...texts: Array<string | undefined>): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLowerCase().includes(needle));
}

export interface PagedList<Item> {
  pageItems: Item[];
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
  /** Position of the page's first item in the whole list (for running numbers). */
  offset: number;
}

/**
 * Pages a list. The page is clamped, so deleting the last row of the last page or narrowing a
 * search never leaves the operator on an empty page.
 */
export function usePagedList<Item>(items: Item[], pageSize = ADMIN_PAGE_SIZE): PagedList<Item> {
  const [requestedPage, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, requestedPage), totalPages);
  const offset = (page - 1) * pageSize;
  return { pageItems: items.slice(offset, offset + pageSize), page, totalPages, setPage, offset };
}

/** A list narrowed by a search box and paged; a new search starts again on page 1. */
export function useSearchablePages<Item>(items: Item[], matches: (item: Item, query: string) => boolean) {
  const [query, setQueryText] = useState('');
  const paged = usePagedList(items.filter((item) => matches(item, query)));
  const setQuery = (text: string) => {
    setQueryText(text);
    paged.setPage(1);
  };
  return { query, setQuery, ...paged };
}
